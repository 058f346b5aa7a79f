import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

export default function SubmitFormValues() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <Form className={classes.form} onFormSubmit={(values) => setSubmitted(values)}>
      <Field.Root name="fullName" className={classes.field}>
        <Field.Label className={classes.label}>Full name</Field.Label>
        <Field.Control required autoComplete="name" className={classes.input} />
        <Field.Error match="valueMissing" className={classes.error}>
          Enter your name.
        </Field.Error>
      </Field.Root>
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
      <Field.Root name="company" className={classes.field}>
        <Field.Label className={classes.label}>Company (optional)</Field.Label>
        <Field.Control autoComplete="organization" className={classes.input} />
      </Field.Root>
      <button type="submit" className={classes.button}>
        Send
      </button>
      <pre role="status" className={classes.result}>
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </pre>
    </Form>
  );
}
