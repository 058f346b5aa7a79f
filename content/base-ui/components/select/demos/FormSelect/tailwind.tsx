import * as React from 'react';
import { Select } from '@base-ui/react/select';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
  { value: 'xl', label: 'Extra large (sold out)', disabled: true },
];

export default function FormSelect() {
  const [submitted, setSubmitted] = React.useState('');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('size')));
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col items-start gap-3">
      <Select.Root name="size" items={sizes} required>
        <div className="flex flex-col items-start gap-1.5">
          <Select.Label className="text-sm font-medium text-fg">Size</Select.Label>
          <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            <Select.Value
              placeholder="Select a size"
              className="truncate data-[placeholder]:text-fg-muted"
            />
            <Select.Icon className="flex text-fg-muted">
              <ChevronUpDownIcon />
            </Select.Icon>
          </Select.Trigger>
        </div>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className="z-[1300] outline-none">
            <Select.Popup className="min-w-[var(--anchor-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
              <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
                {sizes.map((size) => (
                  <Select.Item
                    key={size.value}
                    value={size.value}
                    disabled={size.disabled}
                    className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[disabled]:text-fg-muted data-[highlighted]:bg-hover"
                  >
                    <Select.ItemIndicator className="col-start-1 flex text-primary">
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText className="col-start-2">
                      {size.label}
                    </Select.ItemText>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <button
        type="submit"
        className="m-0 h-9 cursor-pointer rounded-md border-0 bg-primary px-4 py-0 font-[inherit] text-sm font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Add to bag
      </button>
      <p role="status" className="m-0 text-sm text-fg-muted">
        {submitted ? `Submitted size=${submitted}` : 'Nothing submitted yet'}
      </p>
    </form>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
