import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';

const fieldClass = 'flex w-64 flex-col gap-1';
const labelClass = 'text-sm font-medium text-fg';
const inputClass =
  'm-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[invalid]:border-error';
const errorClass = 'text-xs text-error';
const buttonClass =
  'm-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-default disabled:opacity-60';
const resultClass =
  'm-0 box-border w-64 rounded-md bg-hover px-3 py-2 font-mono text-xs whitespace-pre-wrap text-fg';

export default function SubmitFormValues() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <Form
      className="flex flex-col items-start gap-4"
      onFormSubmit={(values) => setSubmitted(values)}
    >
      <Field.Root name="fullName" className={fieldClass}>
        <Field.Label className={labelClass}>Full name</Field.Label>
        <Field.Control required autoComplete="name" className={inputClass} />
        <Field.Error match="valueMissing" className={errorClass}>
          Enter your name.
        </Field.Error>
      </Field.Root>
      <Field.Root name="email" className={fieldClass}>
        <Field.Label className={labelClass}>Email</Field.Label>
        <Field.Control
          type="email"
          required
          autoComplete="email"
          className={inputClass}
        />
        <Field.Error match="valueMissing" className={errorClass}>
          Enter your email address.
        </Field.Error>
        <Field.Error match="typeMismatch" className={errorClass}>
          Enter an address such as ana@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root name="company" className={fieldClass}>
        <Field.Label className={labelClass}>Company (optional)</Field.Label>
        <Field.Control autoComplete="organization" className={inputClass} />
      </Field.Root>
      <button type="submit" className={buttonClass}>
        Send
      </button>
      <pre role="status" className={resultClass}>
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </pre>
    </Form>
  );
}
