import * as React from 'react';
import { Select } from '@base-ui/react/select';

const fonts = {
  sans: { label: 'Sans-serif', stack: 'system-ui, sans-serif' },
  serif: { label: 'Serif', stack: 'Georgia, serif' },
  mono: { label: 'Monospace', stack: 'ui-monospace, monospace' },
};

type Font = keyof typeof fonts;

const fontKeys = Object.keys(fonts) as Font[];

export default function ControlledSelect() {
  const [font, setFont] = React.useState<Font | null>('serif');

  return (
    <div className="flex flex-col items-start gap-3">
      <Select.Root value={font} onValueChange={setFont}>
        <div className="flex flex-col items-start gap-1.5">
          <Select.Label className="text-sm font-medium text-gray-900 dark:text-gray-100">
            Heading font
          </Select.Label>
          <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 py-0 text-start font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400">
            <Select.Value className="truncate data-[placeholder]:text-gray-600 dark:data-[placeholder]:text-gray-400">
              {(value: Font | null) =>
                value ? (
                  <span style={{ fontFamily: fonts[value].stack }}>
                    {fonts[value].label}
                  </span>
                ) : (
                  'Choose a font'
                )
              }
            </Select.Value>
            <Select.Icon className="flex text-gray-600 dark:text-gray-400">
              <ChevronUpDownIcon />
            </Select.Icon>
          </Select.Trigger>
        </div>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className="z-[1300] outline-none">
            <Select.Popup className="min-w-[var(--anchor-width)] rounded-lg border border-gray-300 bg-white text-gray-900 shadow-lg outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
              <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
                {fontKeys.map((key) => (
                  <Select.Item
                    key={key}
                    value={key}
                    className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800"
                  >
                    <Select.ItemIndicator className="col-start-1 flex text-blue-600 dark:text-blue-400">
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText
                      className="col-start-2"
                      style={{ fontFamily: fonts[key].stack }}
                    >
                      {fonts[key].label}
                    </Select.ItemText>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <p
        className="m-0 text-lg text-gray-900 dark:text-gray-100"
        style={{ fontFamily: font ? fonts[font].stack : undefined }}
      >
        Quarterly report
      </p>
      <button
        type="button"
        disabled={font === null}
        onClick={() => setFont(null)}
        className="m-0 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 font-[inherit] text-sm text-blue-700 hover:bg-gray-100 disabled:cursor-default disabled:text-gray-600 disabled:hover:bg-transparent dark:text-blue-300 dark:hover:bg-gray-800 dark:disabled:text-gray-400"
      >
        Reset font
      </button>
    </div>
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
