import { Field } from '@base-ui/react/field';
import classes from './css.module.css';

function checkSlug(value: unknown) {
  if (typeof value === 'string' && !/^[a-z0-9-]*$/.test(value)) {
    return 'Use lowercase letters, digits and hyphens only.';
  }
  return null;
}

export default function ValidationModes() {
  return (
    <div className={classes.stack}>
      <Field.Root
        validate={checkSlug}
        validationMode="onChange"
        className={classes.field}
      >
        <Field.Label className={classes.label}>Page slug (on change)</Field.Label>
        <Field.Control defaultValue="spring-sale" className={classes.input} />
        <Field.Description className={classes.description}>
          Checked on every keystroke.
        </Field.Description>
        <Field.Error className={classes.error} />
      </Field.Root>
      <Field.Root
        validate={checkSlug}
        validationMode="onBlur"
        className={classes.field}
      >
        <Field.Label className={classes.label}>Page slug (on blur)</Field.Label>
        <Field.Control defaultValue="spring-sale" className={classes.input} />
        <Field.Description className={classes.description}>
          Checked when focus leaves the field.
        </Field.Description>
        <Field.Error className={classes.error} />
      </Field.Root>
    </div>
  );
}
