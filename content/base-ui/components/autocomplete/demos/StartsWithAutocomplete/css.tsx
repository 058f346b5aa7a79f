import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import classes from './css.module.css';

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
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Spice
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. saffron"
          className={classes.input}
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className={classes.positioner}>
          <Autocomplete.Popup className={classes.popup}>
            <Autocomplete.Status className={classes.status}>
              {matchCount > LIMIT
                ? `Showing ${LIMIT} of ${matchCount} spices. Keep typing to narrow the list.`
                : null}
            </Autocomplete.Status>
            <Autocomplete.Empty className={classes.empty}>
              No spice starts with “{query}”.
            </Autocomplete.Empty>
            <Autocomplete.List className={classes.list}>
              {(spice: string) => (
                <Autocomplete.Item
                  key={spice}
                  value={spice}
                  className={classes.item}
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
