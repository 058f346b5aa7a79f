import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function CheckboxInForm() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <Form className={classes.form} onFormSubmit={(values) => setSubmitted(values)}>
      <Field.Root name="terms" className={classes.field}>
        <Field.Label className={classes.item}>
          <Checkbox.Root required className={classes.checkbox}>
            <Checkbox.Indicator className={classes.indicator}>
              <CheckIcon />
            </Checkbox.Indicator>
          </Checkbox.Root>
          I accept the terms of service
        </Field.Label>
        <Field.Error match="valueMissing" className={classes.error}>
          Accept the terms to create your account.
        </Field.Error>
      </Field.Root>
      <Field.Root name="newsletter" className={classes.field}>
        <Field.Label className={classes.item}>
          <Checkbox.Root defaultChecked className={classes.checkbox}>
            <Checkbox.Indicator className={classes.indicator}>
              <CheckIcon />
            </Checkbox.Indicator>
          </Checkbox.Root>
          Send me the monthly newsletter
        </Field.Label>
      </Field.Root>
      <button type="submit" className={classes.button}>
        Create account
      </button>
      <pre role="status" className={classes.result}>
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </pre>
    </Form>
  );
}
