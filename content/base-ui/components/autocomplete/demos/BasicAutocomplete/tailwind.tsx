import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';

const cities = [
  'Amsterdam',
  'Bogotá',
  'Kraków',
  'Lisbon',
  'Montréal',
  'Nairobi',
  'Reykjavík',
  'São Paulo',
  'Seoul',
  'Vancouver',
  'Zürich',
];

export default function BasicAutocomplete() {
  const id = React.useId();

  return (
    <Autocomplete.Root items={cities}>
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Destination
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="Where to?"
          className="m-0 h-9 w-56 rounded-md border border-divider bg-surface px-3 py-0 font-[inherit] text-sm text-fg placeholder:text-fg-muted focus:outline-2 focus:outline-offset-2 focus:outline-primary"
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Autocomplete.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Autocomplete.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              No suggestion. Keep typing to use your own text.
            </Autocomplete.Empty>
            <Autocomplete.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(city: string) => (
                <Autocomplete.Item
                  key={city}
                  value={city}
                  className="flex cursor-default items-center px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  {city}
                </Autocomplete.Item>
              )}
            </Autocomplete.List>
          </Autocomplete.Popup>
        </Autocomplete.Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
  );
}
