import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import classes from './css.module.css';

const countries = [
  'Argentina',
  'Australia',
  'Brazil',
  'Canada',
  'Egypt',
  'France',
  'Germany',
  'India',
  'Japan',
  'Kenya',
  'Mexico',
  'Norway',
  'Portugal',
  'South Korea',
  'Spain',
  'United Kingdom',
];

export default function BasicCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root items={countries}>
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Country
        </label>
        <Combobox.InputGroup className={classes.inputGroup}>
          <Combobox.Input
            id={id}
            placeholder="e.g. Norway"
            className={classes.input}
          />
          <Combobox.Clear aria-label="Clear country" className={classes.iconButton}>
            <ClearIcon />
          </Combobox.Clear>
          <Combobox.Trigger
            aria-label="Show countries"
            className={classes.iconButton}
          >
            <ChevronDownIcon />
          </Combobox.Trigger>
        </Combobox.InputGroup>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={4} className={classes.positioner}>
          <Combobox.Popup className={classes.popup}>
            <Combobox.Empty className={classes.empty}>
              No country matches your search.
            </Combobox.Empty>
            <Combobox.List className={classes.list}>
              {(country: string) => (
                <Combobox.Item
                  key={country}
                  value={country}
                  className={classes.item}
                >
                  <Combobox.ItemIndicator className={classes.indicator}>
                    <CheckIcon />
                  </Combobox.ItemIndicator>
                  <span className={classes.itemText}>{country}</span>
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
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4.5 4.5l7 7M11.5 4.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    </svg>
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
