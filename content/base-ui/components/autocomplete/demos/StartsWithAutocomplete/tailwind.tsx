import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';

const spices = [
  'Basil',
  'Bay leaf',
  'Black pepper',
  'Cardamom',
  'Cayenne',
  'Chili flakes',
  'Cinnamon',
  'Cloves',
  'Coriander',
  'Cumin',
  'Curry powder',
  'Garam masala',
  'Nutmeg',
  'Oregano',
  'Paprika',
  'Rosemary',
  'Saffron',
  'Sage',
  'Thyme',
  'Turmeric',
];

const LIMIT = 5;

export default function StartsWithAutocomplete() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const { startsWith } = Autocomplete.useFilter();
  const query = value.trim();
  const matchCount = spices.filter((spice) => startsWith(spice, query)).length;

  return (
    <Autocomplete.Root
      items={spices}
      value={value}
      onValueChange={setValue}
      filter={startsWith}
      limit={LIMIT}
    >
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Spice
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. saffron"
          className="m-0 h-9 w-56 rounded-md border border-divider bg-surface px-3 py-0 font-[inherit] text-sm text-fg placeholder:text-fg-muted focus:outline-2 focus:outline-offset-2 focus:outline-primary"
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Autocomplete.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Autocomplete.Status className="px-3 pt-2 pb-1 text-xs text-fg-muted empty:p-0">
              {matchCount > LIMIT
                ? `Showing ${LIMIT} of ${matchCount} spices. Keep typing to narrow the list.`
                : null}
            </Autocomplete.Status>
            <Autocomplete.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              No spice starts with “{query}”.
            </Autocomplete.Empty>
            <Autocomplete.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(spice: string) => (
                <Autocomplete.Item
                  key={spice}
                  value={spice}
                  className="flex cursor-default items-center px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  {spice}
                </Autocomplete.Item>
              )}
            </Autocomplete.List>
          </Autocomplete.Popup>
        </Autocomplete.Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
  );
}
