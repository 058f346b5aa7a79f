import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';
import classes from './css.module.css';

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
        className={classes.input}
      />
    );
  }

  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        Recovery code
      </label>
      <OTPField.Root
        id={id}
        length={codeLength}
        validationType="alphanumeric"
        normalizeValue={toUpperCase}
        aria-describedby={`${id}-hint`}
        className={classes.root}
      >
        {[0, 1, 2, 3].map(slot)}
        <OTPField.Separator className={classes.separator} />
        {[4, 5, 6, 7].map(slot)}
      </OTPField.Root>
      <p id={`${id}-hint`} className={classes.description}>
        Letters and digits from the recovery sheet you saved, such as K7QD-92XA.
      </p>
    </div>
  );
}
