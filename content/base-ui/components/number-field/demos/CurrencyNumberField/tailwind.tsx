import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';

const buttonClass =
  'm-0 flex h-[34px] w-9 cursor-pointer items-center justify-center border-0 bg-transparent p-0 text-gray-900 hover:bg-gray-100 data-[disabled]:cursor-default data-[disabled]:bg-transparent data-[disabled]:text-gray-400 dark:text-gray-100 dark:hover:bg-gray-800 dark:data-[disabled]:bg-transparent dark:data-[disabled]:text-gray-500';

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
      <label
        htmlFor={id}
        className="text-sm font-medium text-gray-900 dark:text-gray-100"
      >
        Price per night
      </label>
      <NumberField.Group className="flex overflow-hidden rounded-md border border-solid border-gray-400 bg-white dark:border-gray-500 dark:bg-gray-900">
        <NumberField.Decrement className={buttonClass}>
          <MinusIcon />
        </NumberField.Decrement>
        <NumberField.Input
          aria-describedby={`${id}-hint`}
          className="w-28 m-0 box-border h-[34px] border-x border-y-0 border-solid border-gray-400 bg-transparent p-0 text-center font-[inherit] text-sm text-gray-900 tabular-nums focus:outline-2 focus:-outline-offset-2 focus:outline-blue-600 dark:border-gray-500 dark:text-gray-100 dark:focus:outline-blue-400"
        />
        <NumberField.Increment className={buttonClass}>
          <PlusIcon />
        </NumberField.Increment>
      </NumberField.Group>
      <p id={`${id}-hint`} className="m-0 text-xs text-gray-600 dark:text-gray-400">
        Between €40 and €900, in steps of €5.
      </p>
    </NumberField.Root>
  );
}
