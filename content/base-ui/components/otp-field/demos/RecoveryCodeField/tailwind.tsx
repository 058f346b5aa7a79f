import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';

const slotClass =
  'm-0 box-border h-11 w-10 rounded-md border border-solid border-gray-400 bg-white p-0 text-center font-[inherit] text-xl text-gray-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 data-[complete]:border-blue-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:focus:outline-blue-400 dark:data-[complete]:border-blue-400';

const codeLength = 8;

function toUpperCase(value: string) {
  return value.toUpperCase();
}

export default function RecoveryCodeField() {
  const id = React.useId();

  function slot(index: number) {
    return (
      <OTPField.Input
        key={index}
        aria-label={
          index === 0 ? undefined : `Character ${index + 1} of ${codeLength}`
        }
        className={slotClass}
      />
    );
  }

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label
        htmlFor={id}
        className="text-sm font-medium text-gray-900 dark:text-gray-100"
      >
        Recovery code
      </label>
      <OTPField.Root
        id={id}
        length={codeLength}
        validationType="alphanumeric"
        normalizeValue={toUpperCase}
        aria-describedby={`${id}-hint`}
        className="flex items-center gap-2"
      >
        {[0, 1, 2, 3].map(slot)}
        <OTPField.Separator className="h-0.5 w-3 rounded-[1px] bg-gray-600 dark:bg-gray-400" />
        {[4, 5, 6, 7].map(slot)}
      </OTPField.Root>
      <p id={`${id}-hint`} className="m-0 text-xs text-gray-600 dark:text-gray-400">
        Letters and digits from the recovery sheet you saved, such as K7QD-92XA.
      </p>
    </div>
  );
}
