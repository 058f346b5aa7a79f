import { Field } from '@base-ui/react/field';

export default function FieldWithDescription() {
  return (
    <Field.Root className="flex w-64 flex-col gap-1">
      <Field.Label className="text-sm font-medium text-fg">Display name</Field.Label>
      <Field.Control
        defaultValue="Grace Hopper"
        className="m-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary"
      />
      <Field.Description className="m-0 text-xs text-fg-muted">
        Shown next to your comments and on your public profile.
      </Field.Description>
    </Field.Root>
  );
}
