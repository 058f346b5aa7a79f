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
const statusClass = 'm-0 text-sm text-fg';

export default function ValidateOnBlurAndSubmit() {
  const [createdFor, setCreatedFor] = React.useState('');

  return (
    <Form
      validationMode="onBlur"
      className="flex flex-col items-start gap-4"
      onFormSubmit={(values) => setCreatedFor(String(values.email))}
    >
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
      <Field.Root name="password" className={fieldClass}>
        <Field.Label className={labelClass}>Password</Field.Label>
        <Field.Control
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
          className={inputClass}
        />
        <Field.Error match="valueMissing" className={errorClass}>
          Choose a password.
        </Field.Error>
        <Field.Error match="tooShort" className={errorClass}>
          Use at least 8 characters.
        </Field.Error>
      </Field.Root>
      <button type="submit" className={buttonClass}>
        Create account
      </button>
      <p role="status" className={statusClass}>
        {createdFor ? `Account created for ${createdFor}.` : null}
      </p>
    </Form>
  );
}
