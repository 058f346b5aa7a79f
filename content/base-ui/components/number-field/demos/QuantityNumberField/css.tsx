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

export default function QuantityNumberField() {
  const id = React.useId();

  return (
    <NumberField.Root
      id={id}
      defaultValue={2}
      min={1}
      max={10}
      className={classes.root}
    >
      <label htmlFor={id} className={classes.label}>
        Tickets
      </label>
      <NumberField.Group className={classes.group}>
        <NumberField.Decrement className={classes.button}>
          <MinusIcon />
        </NumberField.Decrement>
        <NumberField.Input className={classes.input} />
        <NumberField.Increment className={classes.button}>
          <PlusIcon />
        </NumberField.Increment>
      </NumberField.Group>
    </NumberField.Root>
  );
}
