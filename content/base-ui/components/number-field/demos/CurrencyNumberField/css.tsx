import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import classes from './css.module.css';

function MinusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const euros = { style: 'currency', currency: 'EUR' } as const;

export default function CurrencyNumberField() {
  const id = React.useId();

  return (
    <NumberField.Root
      id={id}
      defaultValue={120}
      min={40}
      max={900}
      step={5}
      format={euros}
      className={classes.root}
    >
      <label htmlFor={id} className={classes.label}>
        Price per night
      </label>
      <NumberField.Group className={classes.group}>
        <NumberField.Decrement className={classes.button}>
          <MinusIcon />
        </NumberField.Decrement>
        <NumberField.Input
          aria-describedby={`${id}-hint`}
          className={classes.input}
        />
        <NumberField.Increment className={classes.button}>
          <PlusIcon />
        </NumberField.Increment>
      </NumberField.Group>
      <p id={`${id}-hint`} className={classes.description}>
        Between €40 and €900, in steps of €5.
      </p>
    </NumberField.Root>
  );
}
