import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';

const options = [
  { value: 'left', label: 'Align left', d: 'M3 5h14M3 9h9M3 13h14M3 17h9' },
  {
    value: 'center',
    label: 'Align center',
    d: 'M3 5h14M5.5 9h9M3 13h14M5.5 17h9',
  },
  { value: 'right', label: 'Align right', d: 'M3 5h14M8 9h9M3 13h14M8 17h9' },
] as const;

export default function TextAlignmentGroup() {
  const [alignment, setAlignment] = React.useState(['left']);
  const textAlign = options.find((option) => option.value === alignment[0])?.value;

  return (
    <div className="flex w-full max-w-80 flex-col items-start gap-3 text-[0.875rem] text-fg">
      <ToggleGroup
        aria-label="Text alignment"
        value={alignment}
        onValueChange={(next) => {
          // Ignore the click that would leave no alignment pressed.
          if (next.length > 0) setAlignment(next);
        }}
        className="inline-flex gap-0.5 rounded-theme border border-solid border-divider p-0.5"
      >
        {options.map((option) => (
          <Toggle
            key={option.value}
            value={option.value}
            aria-label={option.label}
            className="m-0 inline-flex size-8 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary data-[pressed]:bg-selected data-[pressed]:text-fg"
          >
            <svg
              viewBox="0 0 20 20"
              aria-hidden="true"
              className="size-5 fill-none stroke-current stroke-[1.5] [stroke-linecap:round]"
            >
              <path d={option.d} />
            </svg>
          </Toggle>
        ))}
      </ToggleGroup>
      <div
        className="self-stretch rounded-theme border border-solid border-divider px-4 py-3"
        style={{ textAlign }}
      >
        Doors open at 19:00. The talk starts half an hour later.
      </div>
    </div>
  );
}
