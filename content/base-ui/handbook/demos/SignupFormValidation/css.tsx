import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import classes from './css.module.css';

const reserved = ['admin', 'support', 'root'];

function validateUsername(value: unknown) {
  const username = String(value);
  if (/\s/.test(username)) return 'Usernames cannot contain spaces.';
  if (username.length < 3) return 'Use at least 3 characters.';
  if (reserved.includes(username.toLowerCase())) return 'That username is reserved.';
  return null;
}

export default function SignupFormValidation() {
  const [result, setResult] = React.useState('');

  return (
    <Form
      className={classes.form}
      onFormSubmit={(values) => setResult(`Account created for ${values.username}.`)}
    >
      <Field.Root name="email" validationMode="onBlur" className={classes.field}>
        <Field.Label className={classes.label}>Email</Field.Label>
        <Input type="email" required className={classes.input} />
        <Field.Error match="valueMissing" className={classes.error}>
          Enter your email address.
        </Field.Error>
        <Field.Error match="typeMismatch" className={classes.error}>
          Enter an address like name@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root
        name="username"
        validate={validateUsername}
        className={classes.field}
      >
        <Field.Label className={classes.label}>Username</Field.Label>
        <Input required className={classes.input} />
        <Field.Description className={classes.description}>
          At least 3 characters, no spaces.
        </Field.Description>
        <Field.Error match="valueMissing" className={classes.error}>
          Choose a username.
        </Field.Error>
        <Field.Error match="customError" className={classes.error} />
      </Field.Root>
      <button type="submit" className={classes.submit}>
        Create account
      </button>
      <p role="status" className={classes.status}>
        {result}
      </p>
    </Form>
  );
}
