import * as React from 'react';
import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

const sizes = [
  { value: 's', label: 'Small' },
  { value: 'm', label: 'Medium' },
  { value: 'l', label: 'Large' },
  { value: 'xl', label: 'Extra large (sold out)', disabled: true },
];

export default function FormSelect() {
  const [submitted, setSubmitted] = React.useState('');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubmitted(String(data.get('size')));
  }

  return (
    <form onSubmit={handleSubmit} className={classes.form}>
      <Select.Root name="size" items={sizes} required>
        <div className={classes.field}>
          <Select.Label className={classes.label}>Size</Select.Label>
          <Select.Trigger className={classes.trigger}>
            <Select.Value placeholder="Select a size" className={classes.value} />
            <Select.Icon className={classes.icon}>
              <ChevronUpDownIcon />
            </Select.Icon>
          </Select.Trigger>
        </div>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className={classes.positioner}>
            <Select.Popup className={classes.popup}>
              <Select.List className={classes.list}>
                {sizes.map((size) => (
                  <Select.Item
                    key={size.value}
                    value={size.value}
                    disabled={size.disabled}
                    className={classes.item}
                  >
                    <Select.ItemIndicator className={classes.indicator}>
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText className={classes.itemText}>
                      {size.label}
                    </Select.ItemText>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <button type="submit" className={classes.submit}>
        Add to bag
      </button>
      <p role="status" className={classes.status}>
        {submitted ? `Submitted size=${submitted}` : 'Nothing submitted yet'}
      </p>
    </form>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
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
