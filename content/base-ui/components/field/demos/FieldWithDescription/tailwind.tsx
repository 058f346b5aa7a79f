import { Field } from '@base-ui/react/field';

export default function FieldWithDescription() {
  return (
    <Field.Root className="flex w-64 flex-col gap-1">
      <Field.Label className="text-sm font-medium text-gray-900 dark:text-gray-100">
        Display name
      </Field.Label>
      <Field.Control
        defaultValue="Grace Hopper"
        className="m-0 box-border h-9 rounded-md border border-solid border-gray-400 bg-white px-2.5 font-[inherit] text-sm text-gray-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:focus:outline-blue-400"
      />
      <Field.Description className="m-0 text-xs text-gray-600 dark:text-gray-400">
        Shown next to your comments and on your public profile.
      </Field.Description>
    </Field.Root>
  );
}
