import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';

const catalogue = [
  'Bamboo cutting board',
  'Cast iron skillet',
  'Ceramic teapot',
  'Chef’s knife',
  'Copper saucepan',
  'Espresso cups',
  'Linen tea towels',
  'Pasta maker',
  'Salad spinner',
  'Stainless steel kettle',
  'Wooden spoon set',
];

export default function AsyncAutocomplete() {
  const id = React.useId();
  const [value, setValue] = React.useState('');
  const [results, setResults] = React.useState<string[]>([]);
  const [searching, setSearching] = React.useState(false);
  const latestQuery = React.useRef('');

  function handleValueChange(
    next: string,
    eventDetails: Autocomplete.Root.ChangeEventDetails,
  ) {
    setValue(next);
    // A chosen suggestion is already a result: don't search for it again.
    if (eventDetails.reason === 'item-press') {
      return;
    }
    const search = next.trim().toLowerCase();
    latestQuery.current = search;
    setSearching(search !== '');
    if (search === '') {
      setResults([]);
      return;
    }
    // Stands in for a request to your search API.
    window.setTimeout(() => {
      // Drop answers to a query the person has since typed past.
      if (latestQuery.current !== search) {
        return;
      }
      setResults(catalogue.filter((name) => name.toLowerCase().includes(search)));
      setSearching(false);
    }, 500);
  }

  const query = value.trim();

  return (
    <Autocomplete.Root
      items={results}
      filter={null}
      value={value}
      onValueChange={handleValueChange}
    >
      <div className="flex flex-col items-start gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-fg">
          Search the shop
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. teapot"
          className="m-0 h-9 w-56 rounded-md border border-divider bg-surface px-3 py-0 font-[inherit] text-sm text-fg placeholder:text-fg-muted focus:outline-2 focus:outline-offset-2 focus:outline-primary"
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Autocomplete.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Autocomplete.Status className="px-3 pt-2 pb-1 text-xs text-fg-muted empty:p-0">
              {searching ? 'Searching…' : null}
            </Autocomplete.Status>
            <Autocomplete.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
              {searching || query === '' ? null : `No product matches “${query}”.`}
            </Autocomplete.Empty>
            <Autocomplete.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
              {(product: string) => (
                <Autocomplete.Item
                  key={product}
                  value={product}
                  className="flex cursor-default items-center px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  {product}
                </Autocomplete.Item>
              )}
            </Autocomplete.List>
          </Autocomplete.Popup>
        </Autocomplete.Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
  );
}
