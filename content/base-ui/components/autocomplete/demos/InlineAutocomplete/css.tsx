import * as React from 'react';
import { Autocomplete } from '@base-ui/react/autocomplete';
import classes from './css.module.css';

const packages = [
  '@base-ui/react',
  '@mui/material',
  'date-fns',
  'react',
  'react-dom',
  'react-hook-form',
  'react-router',
  'redux',
  'typescript',
  'vite',
  'vitest',
  'zod',
];

export default function InlineAutocomplete() {
  const id = React.useId();

  return (
    <Autocomplete.Root items={packages} mode="both">
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Package name
        </label>
        <Autocomplete.Input
          id={id}
          placeholder="e.g. react"
          className={classes.input}
        />
      </div>
      <Autocomplete.Portal>
        <Autocomplete.Positioner sideOffset={4} className={classes.positioner}>
          <Autocomplete.Popup className={classes.popup}>
            <Autocomplete.Empty className={classes.empty}>
              No package matches your search.
            </Autocomplete.Empty>
            <Autocomplete.List className={classes.list}>
              {(name: string) => (
                <Autocomplete.Item key={name} value={name} className={classes.item}>
                  {name}
                </Autocomplete.Item>
              )}
            </Autocomplete.List>
          </Autocomplete.Popup>
        </Autocomplete.Positioner>
      </Autocomplete.Portal>
    </Autocomplete.Root>
  );
}
