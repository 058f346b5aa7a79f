import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';

const buttonClass =
  'm-0 flex h-[34px] w-9 cursor-pointer items-center justify-center border-0 bg-transparent p-0 text-fg hover:bg-hover data-[disabled]:cursor-default data-[disabled]:bg-transparent data-[disabled]:text-fg-disabled';

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
      className="flex flex-col items-start gap-1"
    >
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Price per night
      </label>
      <NumberField.Group className="flex overflow-hidden rounded-md border border-solid border-control bg-surface">
        <NumberField.Decrement className={buttonClass}>
          <MinusIcon />
        </NumberField.Decrement>
        <NumberField.Input
          aria-describedby={`${id}-hint`}
          className="w-28 m-0 box-border h-[34px] border-x border-y-0 border-solid border-control bg-transparent p-0 text-center font-[inherit] text-sm text-fg tabular-nums focus:outline-2 focus:-outline-offset-2 focus:outline-primary"
        />
        <NumberField.Increment className={buttonClass}>
          <PlusIcon />
        </NumberField.Increment>
      </NumberField.Group>
      <p id={`${id}-hint`} className="m-0 text-xs text-fg-muted">
        Between €40 and €900, in steps of €5.
      </p>
    </NumberField.Root>
  );
}
