import { Switch } from '@base-ui/react/switch';

export default function BasicSwitch() {
  return (
    <label className="inline-flex items-center gap-3 text-sm text-gray-900 dark:text-gray-100">
      <Switch.Root
        defaultChecked
        className="relative m-0 h-6 w-10 cursor-pointer rounded-full border-0 bg-gray-400 p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[checked]:bg-blue-600 dark:focus-visible:outline-blue-400 dark:data-[checked]:bg-blue-400"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[checked]:translate-x-4 rtl:data-[checked]:-translate-x-4" />
      </Switch.Root>
      Email notifications
    </label>
  );
}
