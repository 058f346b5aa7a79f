import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

function matchesPassword(value: unknown, values: Record<string, unknown>) {
  return value === values.newPassword ? null : 'The two passwords are different.';
}

export default function CrossFieldValidation() {
  const [changed, setChanged] = React.useState(false);
  const actionsRef = React.useRef<Form.Actions>(null);
  // Checking an empty confirmation would report it as missing too early.
  const confirmTyped = React.useRef(false);

  return (
    <Form
      className={classes.form}
      actionsRef={actionsRef}
      onFormSubmit={() => setChanged(true)}
    >
      <Field.Root name="newPassword" className={classes.field}>
        <Field.Label className={classes.label}>New password</Field.Label>
        <Field.Control
          type="password"
          required
          minLength={8}
          onValueChange={() => {
            // The confirmation is only checked when its own value changes.
            if (confirmTyped.current) {
              actionsRef.current?.validate('confirmPassword');
            }
          }}
          autoComplete="new-password"
          className={classes.input}
        />
        <Field.Error match="valueMissing" className={classes.error}>
          Choose a new password.
        </Field.Error>
        <Field.Error match="tooShort" className={classes.error}>
          Use at least 8 characters.
        </Field.Error>
      </Field.Root>
      <Field.Root
        name="confirmPassword"
        validate={matchesPassword}
        className={classes.field}
      >
        <Field.Label className={classes.label}>Repeat new password</Field.Label>
        <Field.Control
          type="password"
          required
          autoComplete="new-password"
          onValueChange={() => {
            confirmTyped.current = true;
          }}
          className={classes.input}
        />
        <Field.Error match="valueMissing" className={classes.error}>
          Type the new password again.
        </Field.Error>
        <Field.Error match="customError" className={classes.error} />
      </Field.Root>
      <button type="submit" className={classes.button}>
        Change password
      </button>
      <p role="status" className={classes.status}>
        {changed ? 'Your password has been changed.' : null}
      </p>
    </Form>
  );
}
