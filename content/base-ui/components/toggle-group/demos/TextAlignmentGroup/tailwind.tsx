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
    <div className="flex w-full max-w-80 flex-col items-start gap-3 text-[0.875rem] text-gray-900 dark:text-gray-100">
      <ToggleGroup
        aria-label="Text alignment"
        value={alignment}
        onValueChange={(next) => {
          // Ignore the click that would leave no alignment pressed.
          if (next.length > 0) setAlignment(next);
        }}
        className="inline-flex gap-0.5 rounded-lg border border-solid border-gray-300 p-0.5 dark:border-gray-700"
      >
        {options.map((option) => (
          <Toggle
            key={option.value}
            value={option.value}
            aria-label={option.label}
            className="m-0 inline-flex size-8 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[pressed]:bg-gray-200 data-[pressed]:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:data-[pressed]:bg-gray-700 dark:data-[pressed]:text-gray-100"
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
        className="self-stretch rounded-lg border border-solid border-gray-300 px-4 py-3 dark:border-gray-700"
        style={{ textAlign }}
      >
        Doors open at 19:00. The talk starts half an hour later.
      </div>
    </div>
  );
}
