import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';

interface Airport {
  value: string;
  label: string;
}

interface AirportGroup {
  country: string;
  items: Airport[];
}

const airports: AirportGroup[] = [
  {
    country: 'United States',
    items: [
      { value: 'JFK', label: 'New York (JFK)' },
      { value: 'ORD', label: 'Chicago (ORD)' },
      { value: 'SFO', label: 'San Francisco (SFO)' },
    ],
  },
  {
    country: 'United Kingdom',
    items: [
      { value: 'LHR', label: 'London Heathrow (LHR)' },
      { value: 'MAN', label: 'Manchester (MAN)' },
    ],
  },
  {
    country: 'Japan',
    items: [
      { value: 'HND', label: 'Tokyo Haneda (HND)' },
      { value: 'KIX', label: 'Osaka Kansai (KIX)' },
    ],
  },
];

export default function GroupedCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root items={airports}>
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Departure airport
        </label>
        <Combobox.InputGroup className="flex h-9 w-56 items-center rounded-md border border-divider bg-surface pe-1 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary">
          <Combobox.Input
            id={id}
            placeholder="City or code"
            className="m-0 h-full min-w-0 flex-1 border-0 bg-transparent py-0 ps-3 pe-1 font-[inherit] text-sm text-fg outline-none placeholder:text-fg-muted"
          />
          <Combobox.Trigger
            aria-label="Show airports"
            className="m-0 flex size-7 cursor-pointer items-center justify-center rounded-sm border-0 bg-transparent p-0 text-fg-muted hover:bg-hover"
          >
            <ChevronDownIcon />
          </Combobox.Trigger>
        </Combobox.InputGroup>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Combobox.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Combobox.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              No airport matches your search.
            </Combobox.Empty>
            <Combobox.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(group: AirportGroup) => (
                <Combobox.Group key={group.country} items={group.items}>
                  <Combobox.GroupLabel className="px-3 pt-2 pb-1 text-xs font-semibold text-fg-muted">
                    {group.country}
                  </Combobox.GroupLabel>
                  <Combobox.Collection>
                    {(airport: Airport) => (
                      <Combobox.Item
                        key={airport.value}
                        value={airport}
                        className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                      >
                        <Combobox.ItemIndicator className="col-start-1 flex text-primary">
                          <CheckIcon />
                        </Combobox.ItemIndicator>
                        <span className="col-start-2">{airport.label}</span>
                      </Combobox.Item>
                    )}
                  </Combobox.Collection>
                </Combobox.Group>
              )}
            </Combobox.List>
          </Combobox.Popup>
        </Combobox.Positioner>
      </Combobox.Portal>
    </Combobox.Root>
  );
}

function ChevronDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4 6l4 4 4-4"
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
