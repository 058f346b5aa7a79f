import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import classes from './css.module.css';

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function DisabledFieldset() {
  const [sameAsShipping, setSameAsShipping] = React.useState(true);

  return (
    <div className={classes.stack}>
      <label className={classes.checkboxLabel}>
        <Checkbox.Root
          checked={sameAsShipping}
          onCheckedChange={setSameAsShipping}
          className={classes.checkbox}
        >
          <Checkbox.Indicator className={classes.indicator}>
            <CheckIcon />
          </Checkbox.Indicator>
        </Checkbox.Root>
        Bill to my shipping address
      </label>
      <Fieldset.Root disabled={sameAsShipping} className={classes.fieldset}>
        <Fieldset.Legend className={classes.legend}>Billing address</Fieldset.Legend>
        <Field.Root className={classes.field}>
          <Field.Label className={classes.label}>Street and number</Field.Label>
          <Field.Control
            autoComplete="billing address-line1"
            className={classes.input}
          />
        </Field.Root>
        <Field.Root className={classes.field}>
          <Field.Label className={classes.label}>City</Field.Label>
          <Field.Control
            autoComplete="billing address-level2"
            className={classes.input}
          />
        </Field.Root>
      </Fieldset.Root>
    </div>
  );
}
