import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import classes from './css.module.css';

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
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Departure airport
        </label>
        <Combobox.InputGroup className={classes.inputGroup}>
          <Combobox.Input
            id={id}
            placeholder="City or code"
            className={classes.input}
          />
          <Combobox.Trigger
            aria-label="Show airports"
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
              No airport matches your search.
            </Combobox.Empty>
            <Combobox.List className={classes.list}>
              {(group: AirportGroup) => (
                <Combobox.Group key={group.country} items={group.items}>
                  <Combobox.GroupLabel className={classes.groupLabel}>
                    {group.country}
                  </Combobox.GroupLabel>
                  <Combobox.Collection>
                    {(airport: Airport) => (
                      <Combobox.Item
                        key={airport.value}
                        value={airport}
                        className={classes.item}
                      >
                        <Combobox.ItemIndicator className={classes.indicator}>
                          <CheckIcon />
                        </Combobox.ItemIndicator>
                        <span className={classes.itemText}>{airport.label}</span>
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
