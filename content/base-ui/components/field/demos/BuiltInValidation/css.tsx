import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

export default function BuiltInValidation() {
  const [sentFor, setSentFor] = React.useState('');

  return (
    <Form
      className={classes.form}
      onFormSubmit={(values) => setSentFor(String(values.email))}
    >
      <Field.Root name="email" className={classes.field}>
        <Field.Label className={classes.label}>Work email</Field.Label>
        <Field.Control type="email" required className={classes.input} />
        <Field.Error match="valueMissing" className={classes.error}>
          Enter your work email.
        </Field.Error>
        <Field.Error match="typeMismatch" className={classes.error}>
          Include an @ and a domain, as in ana@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root name="employeeId" className={classes.field}>
        <Field.Label className={classes.label}>Employee ID</Field.Label>
        <Field.Control
          required
          pattern="[A-Z]{2}-[0-9]{4}"
          className={classes.input}
        />
        <Field.Description className={classes.description}>
          Two capital letters, a hyphen and four digits.
        </Field.Description>
        <Field.Error match="valueMissing" className={classes.error}>
          Enter your employee ID.
        </Field.Error>
        <Field.Error match="patternMismatch" className={classes.error}>
          Use the format AB-1234.
        </Field.Error>
      </Field.Root>
      <button type="submit" className={classes.button}>
        Request access
      </button>
      <p role="status" className={classes.status}>
        {sentFor ? `Request sent for ${sentFor}.` : null}
      </p>
    </Form>
  );
}
