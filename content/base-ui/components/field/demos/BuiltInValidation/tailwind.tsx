import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';

const labelClass = 'text-sm font-medium text-gray-900 dark:text-gray-100';
const inputClass =
  'm-0 box-border h-9 rounded-md border border-solid border-gray-400 bg-white px-2.5 font-[inherit] text-sm text-gray-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 data-[invalid]:border-red-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:focus:outline-blue-400 dark:data-[invalid]:border-red-400';
const errorClass = 'text-xs text-red-600 dark:text-red-400';

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
        <Field.Description className="m-0 text-xs text-gray-600 dark:text-gray-400">
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
        className="m-0 box-border h-9 cursor-pointer rounded-md border-0 bg-blue-600 px-4 font-[inherit] text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-400 dark:text-gray-900 dark:focus-visible:outline-blue-400"
      >
        Request access
      </button>
      <p role="status" className="m-0 text-sm text-gray-900 dark:text-gray-100">
        {sentFor ? `Request sent for ${sentFor}.` : null}
      </p>
    </Form>
  );
}
