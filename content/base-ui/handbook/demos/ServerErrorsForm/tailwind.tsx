import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';

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
    <Form
      className="flex w-[300px] flex-col gap-3 text-sm text-fg"
      errors={errors}
      onFormSubmit={handleSubmit}
    >
      <Field.Root name="code" className="flex flex-col gap-1">
        <Field.Label className="font-medium">Gift card code</Field.Label>
        <Input
          required
          placeholder="GIFT-2025-FERN"
          className="box-border h-9 rounded-md border border-divider bg-transparent px-2.5 font-[inherit] text-sm text-inherit focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary data-[invalid]:border-error"
        />
        <Field.Error className="text-[0.8125rem] text-error" />
      </Field.Root>
      <button
        type="submit"
        className="m-0 h-9 cursor-pointer self-start rounded-md border-0 bg-primary px-4 font-[inherit] text-sm text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Redeem
      </button>
      <p role="status" className="m-0 text-fg-muted">
        {result}
      </p>
    </Form>
  );
}
