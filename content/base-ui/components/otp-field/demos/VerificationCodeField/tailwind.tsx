import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';

const slotClass =
  'm-0 box-border h-11 w-10 rounded-md border border-solid border-control bg-surface p-0 text-center font-[inherit] text-xl text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[complete]:border-primary';

const codeLength = 6;

export default function VerificationCodeField() {
  const id = React.useId();
  const [status, setStatus] = React.useState('');

  return (
    <div className="flex flex-col items-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        Verification code
      </label>
      <OTPField.Root
        id={id}
        length={codeLength}
        aria-describedby={`${id}-hint`}
        onValueChange={(code) =>
          // Also runs when one character of a complete code is corrected,
          // which onValueComplete does not report.
          setStatus(
            code.length === codeLength ? `Code ${code} entered. Verifying…` : '',
          )
        }
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
      <p id={`${id}-hint`} className="m-0 text-xs text-fg-muted">
        We sent a 6-digit code to the phone number ending in 0123.
      </p>
      <p role="status" className="m-0 text-sm text-fg">
        {status}
      </p>
    </div>
  );
}
