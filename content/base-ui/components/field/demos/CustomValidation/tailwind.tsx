import { Field } from '@base-ui/react/field';

const takenUsernames = ['admin', 'support', 'grace'];

function checkUsername(value: unknown) {
  if (typeof value === 'string' && takenUsernames.includes(value.toLowerCase())) {
    return `@${value} is already taken.`;
  }
  return null;
}

const errorClass = 'text-xs text-red-600 dark:text-red-400';

export default function CustomValidation() {
  return (
    <Field.Root
      validate={checkUsername}
      validationMode="onBlur"
      className="flex w-64 flex-col gap-1"
    >
      <Field.Label className="text-sm font-medium text-gray-900 dark:text-gray-100">
        Username
      </Field.Label>
      <Field.Control
        required
        minLength={3}
        className="m-0 box-border h-9 rounded-md border border-solid border-gray-400 bg-white px-2.5 font-[inherit] text-sm text-gray-900 focus:outline-2 focus:-outline-offset-1 focus:outline-blue-600 data-[invalid]:border-red-600 dark:border-gray-500 dark:bg-gray-900 dark:text-gray-100 dark:focus:outline-blue-400 dark:data-[invalid]:border-red-400"
      />
      <Field.Description className="m-0 text-xs text-gray-600 dark:text-gray-400">
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
