import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';

const reserved = ['admin', 'support', 'root'];

function validateUsername(value: unknown) {
  const username = String(value);
  if (/\s/.test(username)) return 'Usernames cannot contain spaces.';
  if (username.length < 3) return 'Use at least 3 characters.';
  if (reserved.includes(username.toLowerCase())) return 'That username is reserved.';
  return null;
}

const inputClasses =
  'box-border h-9 rounded-md border border-divider bg-transparent px-2.5 font-[inherit] text-sm text-inherit focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary data-[invalid]:border-error';
const errorClasses = 'text-[0.8125rem] text-error';

export default function SignupFormValidation() {
  const [result, setResult] = React.useState('');

  return (
    <Form
      className="flex w-[300px] flex-col gap-4 text-sm text-fg"
      onFormSubmit={(values) => setResult(`Account created for ${values.username}.`)}
    >
      <Field.Root
        name="email"
        validationMode="onBlur"
        className="flex flex-col gap-1"
      >
        <Field.Label className="font-medium">Email</Field.Label>
        <Input type="email" required className={inputClasses} />
        <Field.Error match="valueMissing" className={errorClasses}>
          Enter your email address.
        </Field.Error>
        <Field.Error match="typeMismatch" className={errorClasses}>
          Enter an address like name@example.com.
        </Field.Error>
      </Field.Root>
      <Field.Root
        name="username"
        validate={validateUsername}
        className="flex flex-col gap-1"
      >
        <Field.Label className="font-medium">Username</Field.Label>
        <Input required className={inputClasses} />
        <Field.Description className="m-0 text-[0.8125rem] text-fg-muted">
          At least 3 characters, no spaces.
        </Field.Description>
        <Field.Error match="valueMissing" className={errorClasses}>
          Choose a username.
        </Field.Error>
        <Field.Error match="customError" className={errorClasses} />
      </Field.Root>
      <button
        type="submit"
        className="m-0 h-9 cursor-pointer self-start rounded-md border-0 bg-primary px-4 font-[inherit] text-sm text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Create account
      </button>
      <p role="status" className="m-0 text-fg-muted">
        {result}
      </p>
    </Form>
  );
}
