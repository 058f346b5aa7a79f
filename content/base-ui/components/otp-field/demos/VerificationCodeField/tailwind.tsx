import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';

const slotClass =
  'm-0 box-border h-11 w-10 rounded-md border border-solid border-gray-400 bg-white p-0 text-center font-[inherit] text-xl text-gray-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 data-[complete]:border-blue-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:focus:outline-blue-400 dark:data-[complete]:border-blue-400';

const codeLength = 6;

export default function VerificationCodeField() {
  const id = React.useId();
  const [status, setStatus] = React.useState('');

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label
        htmlFor={id}
        className="text-sm font-medium text-gray-900 dark:text-gray-100"
      >
        Verification code
      </label>
      <OTPField.Root
        id={id}
        length={codeLength}
        aria-describedby={`${id}-hint`}
        onValueChange={() => setStatus('')}
        onValueComplete={(code) => setStatus(`Code ${code} entered. Verifying…`)}
        className="flex items-center gap-2"
      >
        {Array.from({ length: codeLength }, (_, index) => (
          <OTPField.Input
            key={index}
            aria-label={
              index === 0 ? undefined : `Digit ${index + 1} of ${codeLength}`
            }
            className={slotClass}
          />
        ))}
      </OTPField.Root>
      <p id={`${id}-hint`} className="m-0 text-xs text-gray-600 dark:text-gray-400">
        We sent a 6-digit code to the phone number ending in 0123.
      </p>
      <p role="status" className="m-0 text-sm text-gray-900 dark:text-gray-100">
        {status}
      </p>
    </div>
  );
}
