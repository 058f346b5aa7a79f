import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import classes from './css.module.css';

// Stands in for your server: returns an error message, or null when the code is accepted.
function redeem(code: string): string | null {
  if (code === 'GIFT-2023-SNOW')
    return 'This gift card expired on 31 December 2024.';
  if (code !== 'GIFT-2025-FERN') return 'No gift card matches this code.';
  return null;
}

export default function ServerErrorsForm() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [result, setResult] = React.useState('');

  function handleSubmit(values: Form.Values) {
    const error = redeem(String(values.code).trim().toUpperCase());
    setErrors(error ? { code: error } : {});
    setResult(error ? '' : '£25.00 has been added to your balance.');
  }

  return (
    <Form className={classes.form} errors={errors} onFormSubmit={handleSubmit}>
      <Field.Root name="code" className={classes.field}>
        <Field.Label className={classes.label}>Gift card code</Field.Label>
        <Input required placeholder="GIFT-2025-FERN" className={classes.input} />
        <Field.Error className={classes.error} />
      </Field.Root>
      <button type="submit" className={classes.submit}>
        Redeem
      </button>
      <p role="status" className={classes.status}>
        {result}
      </p>
    </Form>
  );
}
