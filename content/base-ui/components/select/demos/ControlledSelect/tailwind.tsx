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
          <Select.Label className="text-sm font-medium text-fg">
            Heading font
          </Select.Label>
          <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            <Select.Value className="truncate data-[placeholder]:text-fg-muted">
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
            <Select.Icon className="flex text-fg-muted">
              <ChevronUpDownIcon />
            </Select.Icon>
          </Select.Trigger>
        </div>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className="z-[1300] outline-none">
            <Select.Popup className="min-w-[var(--anchor-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
              <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
                {fontKeys.map((key) => (
                  <Select.Item
                    key={key}
                    value={key}
                    className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                  >
                    <Select.ItemIndicator className="col-start-1 flex text-primary">
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
        className="m-0 text-lg text-fg"
        style={{ fontFamily: font ? fonts[font].stack : undefined }}
      >
        Quarterly report
      </p>
      <button
        type="button"
        disabled={font === null}
        onClick={() => setFont(null)}
        className="m-0 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 font-[inherit] text-sm text-primary hover:bg-hover disabled:cursor-default disabled:text-fg-muted disabled:hover:bg-transparent"
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
