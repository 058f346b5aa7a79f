import { Switch } from '@base-ui/react/switch';

export default function BasicSwitch() {
  return (
    <label className="inline-flex items-center gap-3 text-sm text-fg">
      <Switch.Root
        defaultChecked
        className="relative m-0 h-6 w-10 cursor-pointer rounded-full border-0 bg-control p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 rounded-full bg-white shadow transition-transform data-[checked]:translate-x-4 rtl:data-[checked]:-translate-x-4" />
      </Switch.Root>
      Email notifications
    </label>
  );
}
