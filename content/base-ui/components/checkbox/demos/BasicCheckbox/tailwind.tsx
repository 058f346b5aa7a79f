import { Checkbox } from '@base-ui/react/checkbox';

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function BasicCheckbox() {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-fg">
      <Checkbox.Root
        defaultChecked
        className="m-0 inline-flex size-5 cursor-pointer items-center justify-center rounded border-2 border-solid border-fg-muted bg-transparent p-0 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[checked]:bg-primary"
      >
        <Checkbox.Indicator className="flex">
          <CheckIcon />
        </Checkbox.Indicator>
      </Checkbox.Root>
      Accept the terms
    </label>
  );
}
