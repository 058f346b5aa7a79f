import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';

const itemClass = 'flex items-center gap-2 text-sm text-fg';
const checkboxClass =
  'm-0 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border-2 border-solid border-fg-muted bg-transparent p-0 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[checked]:bg-primary data-[indeterminate]:border-primary data-[indeterminate]:bg-primary';
const errorClass = 'text-xs text-error';
const buttonClass =
  'm-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-default disabled:opacity-60';
const resultClass =
  'm-0 box-border w-64 rounded-md bg-hover px-3 py-2 font-mono text-xs whitespace-pre-wrap text-fg';

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
    <Form
      className="flex flex-col items-start gap-4"
      onFormSubmit={(values) => setSubmitted(values)}
    >
      <Field.Root name="terms" className="flex flex-col gap-1">
        <Field.Label className={itemClass}>
          <Checkbox.Root required className={checkboxClass}>
            <Checkbox.Indicator className="flex">
              <CheckIcon />
            </Checkbox.Indicator>
          </Checkbox.Root>
          I accept the terms of service
        </Field.Label>
        <Field.Error match="valueMissing" className={errorClass}>
          Accept the terms to create your account.
        </Field.Error>
      </Field.Root>
      <Field.Root name="newsletter" className="flex flex-col gap-1">
        <Field.Label className={itemClass}>
          <Checkbox.Root defaultChecked className={checkboxClass}>
            <Checkbox.Indicator className="flex">
              <CheckIcon />
            </Checkbox.Indicator>
          </Checkbox.Root>
          Send me the monthly newsletter
        </Field.Label>
      </Field.Root>
      <button type="submit" className={buttonClass}>
        Create account
      </button>
      <pre role="status" className={resultClass}>
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </pre>
    </Form>
  );
}
