import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import classes from './css.module.css';

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
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Search the shop
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. teapot"
          className={classes.input}
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className={classes.positioner}>
          <Autocomplete.Popup className={classes.popup}>
            <Autocomplete.Status className={classes.status}>
              {searching ? 'Searching…' : null}
            </Autocomplete.Status>
            <Autocomplete.Empty className={classes.empty}>
              {searching || query === '' ? null : `No product matches “${query}”.`}
            </Autocomplete.Empty>
            <Autocomplete.List className={classes.list}>
              {(product: string) => (
                <Autocomplete.Item
                  key={product}
                  value={product}
                  className={classes.item}
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
