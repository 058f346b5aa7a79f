import { Field } from '@base-ui/react/field';
import classes from './css.module.css';

export default function FieldWithDescription() {
  return (
    <Field.Root className={classes.field}>
      <Field.Label className={classes.label}>Display name</Field.Label>
      <Field.Control defaultValue="Grace Hopper" className={classes.input} />
      <Field.Description className={classes.description}>
        Shown next to your comments and on your public profile.
      </Field.Description>
    </Field.Root>
  );
}
