import { Field } from '@base-ui/react/field';

const takenUsernames = ['admin', 'support', 'grace'];

function checkUsername(value: unknown) {
  if (typeof value === 'string' && takenUsernames.includes(value.toLowerCase())) {
    return `@${value} is already taken.`;
  }
  return null;
}

const errorClass = 'text-xs text-error';

export default function CustomValidation() {
  return (
    <Field.Root
      validate={checkUsername}
      validationMode="onBlur"
      className="flex w-64 flex-col gap-1"
    >
      <Field.Label className="text-sm font-medium text-fg">Username</Field.Label>
      <Field.Control
        required
        minLength={3}
        className="m-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[invalid]:border-error"
      />
      <Field.Description className="m-0 text-xs text-fg-muted">
        Names such as admin and support are already in use.
      </Field.Description>
      <Field.Error match="valueMissing" className={errorClass}>
        Choose a username.
      </Field.Error>
      <Field.Error match="tooShort" className={errorClass}>
        Use at least 3 characters.
      </Field.Error>
      <Field.Error match="customError" className={errorClass} />
    </Field.Root>
  );
}
