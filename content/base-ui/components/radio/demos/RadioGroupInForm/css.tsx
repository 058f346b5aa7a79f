import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { Form } from '@base-ui/react/form';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import classes from './css.module.css';

const shirtSizes = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
  { value: 'XL', label: 'Extra large' },
];

export default function RadioGroupInForm() {
  const [registered, setRegistered] = React.useState('');

  return (
    <Form
      className={classes.form}
      onFormSubmit={(values) => setRegistered(String(values.shirtSize))}
    >
      <Field.Root name="shirtSize" className={classes.field}>
        <Fieldset.Root render={<RadioGroup required />} className={classes.group}>
          <Fieldset.Legend className={classes.legend}>
            Conference T-shirt size
          </Fieldset.Legend>
          {shirtSizes.map((size) => (
            <Field.Item key={size.value}>
              <Field.Label className={classes.label}>
                <Radio.Root value={size.value} className={classes.radio}>
                  <Radio.Indicator className={classes.indicator} />
                </Radio.Root>
                {size.label}
              </Field.Label>
            </Field.Item>
          ))}
        </Fieldset.Root>
        <Field.Error match="valueMissing" className={classes.error}>
          Pick a size so we can print your shirt.
        </Field.Error>
      </Field.Root>
      <button type="submit" className={classes.button}>
        Register
      </button>
      <p role="status" className={classes.status}>
        {registered ? `Registered, with a size ${registered} shirt.` : null}
      </p>
    </Form>
  );
}
