import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';

const slotClass =
  'm-0 box-border h-11 w-10 rounded-md border border-solid border-control bg-surface p-0 text-center font-[inherit] text-xl text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[complete]:border-primary';

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
      <label htmlFor={id} className="text-sm font-medium text-fg">
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
        <OTPField.Separator className="h-0.5 w-3 rounded-[1px] bg-fg-muted" />
        {[4, 5, 6, 7].map(slot)}
      </OTPField.Root>
      <p id={`${id}-hint`} className="m-0 text-xs text-fg-muted">
        Letters and digits from the recovery sheet you saved, such as K7QD-92XA.
      </p>
    </div>
  );
}
