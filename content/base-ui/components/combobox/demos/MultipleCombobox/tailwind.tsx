import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';

const issueLabels = [
  'accessibility',
  'bug',
  'design',
  'documentation',
  'enhancement',
  'good first issue',
  'help wanted',
  'performance',
  'security',
  'testing',
];

export default function MultipleCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root
      multiple
      items={issueLabels}
      defaultValue={['accessibility', 'bug']}
    >
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Labels
        </label>
        <Combobox.InputGroup className="flex min-h-9 w-72 items-center rounded-md border border-divider bg-surface px-1.5 py-1 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary">
          <Combobox.Value>
            {(value: string[]) => (
              <Combobox.Chips
                aria-label={value.length > 0 ? 'Selected labels' : undefined}
                className="flex flex-1 flex-wrap items-center gap-1"
              >
                {value.map((label) => (
                  <Combobox.Chip
                    key={label}
                    className="flex h-6 cursor-default items-center gap-0.5 rounded-sm bg-selected ps-2 pe-0.5 text-xs text-fg focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {label}
                    <Combobox.ChipRemove
                      aria-label={`Remove ${label}`}
                      className="m-0 flex size-[18px] cursor-pointer items-center justify-center rounded-xs border-0 bg-transparent p-0 text-inherit hover:bg-hover"
                    >
                      <ClearIcon />
                    </Combobox.ChipRemove>
                  </Combobox.Chip>
                ))}
                <Combobox.Input
                  id={id}
                  placeholder="Add a label"
                  className="m-0 h-[26px] min-w-20 flex-1 border-0 bg-transparent px-1 py-0 font-[inherit] text-sm text-fg outline-none placeholder:text-fg-muted"
                />
              </Combobox.Chips>
            )}
          </Combobox.Value>
        </Combobox.InputGroup>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Combobox.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Combobox.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              No label matches your search.
            </Combobox.Empty>
            <Combobox.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(label: string) => (
                <Combobox.Item
                  key={label}
                  value={label}
                  className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  <Combobox.ItemIndicator className="col-start-1 flex text-primary">
                    <CheckIcon />
                  </Combobox.ItemIndicator>
                  <span className="col-start-2">{label}</span>
                </Combobox.Item>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}

function ClearIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4.5 4.5l7 7M11.5 4.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
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
