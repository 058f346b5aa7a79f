import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import classes from './css.module.css';

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
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Destination
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="Where to?"
          className={classes.input}
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className={classes.positioner}>
          <Autocomplete.Popup className={classes.popup}>
            <Autocomplete.Empty className={classes.empty}>
              No suggestion. Keep typing to use your own text.
            </Autocomplete.Empty>
            <Autocomplete.List className={classes.list}>
              {(city: string) => (
                <Autocomplete.Item key={city} value={city} className={classes.item}>
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
