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

function matchesPassword(value: unknown, values: Record<string, unknown>) {
  return value === values.newPassword ? null : 'The two passwords are different.';
}

export default function CrossFieldValidation() {
  const [changed, setChanged] = React.useState(false);
  const actionsRef = React.useRef<Form.Actions>(null);
  // Checking an empty confirmation would report it as missing too early.
  const confirmTyped = React.useRef(false);

  return (
    <Form
      className="flex flex-col items-start gap-4"
      actionsRef={actionsRef}
      onFormSubmit={() => setChanged(true)}
    >
      <Field.Root name="newPassword" className={fieldClass}>
        <Field.Label className={labelClass}>New password</Field.Label>
        <Field.Control
          type="password"
          required
          minLength={8}
          onValueChange={() => {
            // The confirmation is only checked when its own value changes.
            if (confirmTyped.current) {
              actionsRef.current?.validate('confirmPassword');
            }
          }}
          autoComplete="new-password"
          className={inputClass}
        />
        <Field.Error match="valueMissing" className={errorClass}>
          Choose a new password.
        </Field.Error>
        <Field.Error match="tooShort" className={errorClass}>
          Use at least 8 characters.
        </Field.Error>
      </Field.Root>
      <Field.Root
        name="confirmPassword"
        validate={matchesPassword}
        className={fieldClass}
      >
        <Field.Label className={labelClass}>Repeat new password</Field.Label>
        <Field.Control
          type="password"
          required
          autoComplete="new-password"
          onValueChange={() => {
            confirmTyped.current = true;
          }}
          className={inputClass}
        />
        <Field.Error match="valueMissing" className={errorClass}>
          Type the new password again.
        </Field.Error>
        <Field.Error match="customError" className={errorClass} />
      </Field.Root>
      <button type="submit" className={buttonClass}>
        Change password
      </button>
      <p role="status" className={statusClass}>
        {changed ? 'Your password has been changed.' : null}
      </p>
    </Form>
  );
}
