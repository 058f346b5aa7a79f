import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import classes from './css.module.css';

const issueLabels = [
  'accessibility',
  'bug',
  'design',
  'documentation',
  'enhancement',
  'good first issue',
  'help wanted',
  'performance',
  'security',
  'testing',
];

export default function MultipleCombobox() {
  const id = React.useId();

  return (
    <Combobox.Root
      multiple
      items={issueLabels}
      defaultValue={['accessibility', 'bug']}
    >
      <div className={classes.field}>
        <label htmlFor={id} className={classes.label}>
          Labels
        </label>
        <Combobox.InputGroup className={classes.inputGroup}>
          <Combobox.Value>
            {(value: string[]) => (
              <Combobox.Chips
                aria-label={value.length > 0 ? 'Selected labels' : undefined}
                className={classes.chips}
              >
                {value.map((label) => (
                  <Combobox.Chip key={label} className={classes.chip}>
                    {label}
                    <Combobox.ChipRemove
                      aria-label={`Remove ${label}`}
                      className={classes.chipRemove}
                    >
                      <ClearIcon />
                    </Combobox.ChipRemove>
                  </Combobox.Chip>
                ))}
                <Combobox.Input
                  id={id}
                  placeholder="Add a label"
                  className={classes.input}
                />
              </Combobox.Chips>
            )}
          </Combobox.Value>
        </Combobox.InputGroup>
      </div>
      <Combobox.Portal>
        <Combobox.Positioner sideOffset={4} className={classes.positioner}>
          <Combobox.Popup className={classes.popup}>
            <Combobox.Empty className={classes.empty}>
              No label matches your search.
            </Combobox.Empty>
            <Combobox.List className={classes.list}>
              {(label: string) => (
                <Combobox.Item key={label} value={label} className={classes.item}>
                  <Combobox.ItemIndicator className={classes.indicator}>
                    <CheckIcon />
                  </Combobox.ItemIndicator>
                  <span className={classes.itemText}>{label}</span>
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
    <svg width="14" height="14" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4.5 4.5l7 7M11.5 4.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
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
