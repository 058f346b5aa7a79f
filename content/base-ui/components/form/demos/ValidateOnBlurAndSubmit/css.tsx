import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

export default function ValidateOnBlurAndSubmit() {
  const [createdFor, setCreatedFor] = React.useState('');

  return (
    <Form
      validationMode="onBlur"
      className={classes.form}
      onFormSubmit={(values) => setCreatedFor(String(values.email))}
    >
      <Field.Root name="email" className={classes.field}>
        <Field.Label className={classes.label}>Email</Field.Label>
        <Field.Control
          type="email"
          required
          autoComplete="email"
          className={classes.input}
        />
        <Field.Error match="valueMissing" className={classes.error}>
          Enter your email address.
        </Field.Error>
        <Field.Error match="typeMismatch" className={classes.error}>
          Enter an address such as ana@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root name="password" className={classes.field}>
        <Field.Label className={classes.label}>Password</Field.Label>
        <Field.Control
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          className={classes.input}
        />
        <Field.Error match="valueMissing" className={classes.error}>
          Choose a password.
        </Field.Error>
        <Field.Error match="tooShort" className={classes.error}>
          Use at least 8 characters.
        </Field.Error>
      </Field.Root>
      <button type="submit" className={classes.button}>
        Create account
      </button>
      <p role="status" className={classes.status}>
        {createdFor ? `Account created for ${createdFor}.` : null}
      </p>
    </Form>
  );
}
