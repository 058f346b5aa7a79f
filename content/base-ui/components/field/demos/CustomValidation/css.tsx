import { Field } from '@base-ui/react/field';
import classes from './css.module.css';

const takenUsernames = ['admin', 'support', 'grace'];

function checkUsername(value: unknown) {
  if (typeof value === 'string' && takenUsernames.includes(value.toLowerCase())) {
    return `@${value} is already taken.`;
  }
  return null;
}

export default function CustomValidation() {
  return (
    <Field.Root
      validate={checkUsername}
      validationMode="onBlur"
      className={classes.field}
    >
      <Field.Label className={classes.label}>Username</Field.Label>
      <Field.Control required minLength={3} className={classes.input} />
      <Field.Description className={classes.description}>
        Names such as admin and support are already in use.
      </Field.Description>
      <Field.Error match="valueMissing" className={classes.error}>
        Choose a username.
      </Field.Error>
      <Field.Error match="tooShort" className={classes.error}>
        Use at least 3 characters.
      </Field.Error>
      <Field.Error match="customError" className={classes.error} />
    </Field.Root>
  );
}
