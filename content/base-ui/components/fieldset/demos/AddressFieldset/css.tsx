import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import classes from './css.module.css';

export default function AddressFieldset() {
  return (
    <Fieldset.Root className={classes.fieldset}>
      <Fieldset.Legend className={classes.legend}>Shipping address</Fieldset.Legend>
      <Field.Root className={classes.field}>
        <Field.Label className={classes.label}>Street and number</Field.Label>
        <Field.Control
          autoComplete="shipping address-line1"
          className={classes.input}
        />
      </Field.Root>
      <div className={classes.row}>
        <Field.Root className={classes.field}>
          <Field.Label className={classes.label}>Postcode</Field.Label>
          <Field.Control
            autoComplete="shipping postal-code"
            className={classes.input}
          />
        </Field.Root>
        <Field.Root className={classes.field}>
          <Field.Label className={classes.label}>City</Field.Label>
          <Field.Control
            autoComplete="shipping address-level2"
            className={classes.input}
          />
        </Field.Root>
      </div>
    </Fieldset.Root>
  );
}
