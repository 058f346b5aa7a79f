import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';

const labelClass = 'text-sm font-medium text-fg';
const inputClass =
  'm-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[invalid]:border-error';
const errorClass = 'text-xs text-error';

export default function BuiltInValidation() {
  const [sentFor, setSentFor] = React.useState('');

  return (
    <Form
      className="flex flex-col items-start gap-4"
      onFormSubmit={(values) => setSentFor(String(values.email))}
    >
      <Field.Root name="email" className="flex w-64 flex-col gap-1">
        <Field.Label className={labelClass}>Work email</Field.Label>
        <Field.Control type="email" required className={inputClass} />
        <Field.Error match="valueMissing" className={errorClass}>
          Enter your work email.
        </Field.Error>
        <Field.Error match="typeMismatch" className={errorClass}>
          Include an @ and a domain, as in ana@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root name="employeeId" className="flex w-64 flex-col gap-1">
        <Field.Label className={labelClass}>Employee ID</Field.Label>
        <Field.Control required pattern="[A-Z]{2}-[0-9]{4}" className={inputClass} />
        <Field.Description className="m-0 text-xs text-fg-muted">
          Two capital letters, a hyphen and four digits.
        </Field.Description>
        <Field.Error match="valueMissing" className={errorClass}>
          Enter your employee ID.
        </Field.Error>
        <Field.Error match="patternMismatch" className={errorClass}>
          Use the format AB-1234.
        </Field.Error>
      </Field.Root>
      <button
        type="submit"
        className="m-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Request access
      </button>
      <p role="status" className="m-0 text-sm text-fg">
        {sentFor ? `Request sent for ${sentFor}.` : null}
      </p>
    </Form>
  );
}
