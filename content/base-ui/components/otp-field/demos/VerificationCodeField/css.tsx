import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';
import classes from './css.module.css';

const codeLength = 6;

export default function VerificationCodeField() {
  const id = React.useId();
  const [status, setStatus] = React.useState('');

  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
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
        className={classes.root}
      >
        {Array.from({ length: codeLength }, (_, index) => (
          <OTPField.Input
            key={index}
            aria-label={
              index === 0 ? undefined : `Digit ${index + 1} of ${codeLength}`
            }
            className={classes.input}
          />
        ))}
      </OTPField.Root>
      <p id={`${id}-hint`} className={classes.description}>
        We sent a 6-digit code to the phone number ending in 0123.
      </p>
      <p role="status" className={classes.status}>
        {status}
      </p>
    </div>
  );
}
