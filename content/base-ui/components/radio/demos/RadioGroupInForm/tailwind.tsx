import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import { Form } from '@base-ui/react/form';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';

const shirtSizes = [
  { value: 'S', label: 'Small' },
  { value: 'M', label: 'Medium' },
  { value: 'L', label: 'Large' },
  { value: 'XL', label: 'Extra large' },
];

const labelClass =
  'flex items-center gap-2 text-sm text-fg has-[[data-disabled]]:text-fg-muted';
const radioClass =
  'm-0 box-border inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-solid border-fg-muted bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[disabled]:cursor-default data-[disabled]:border-fg-disabled';
const indicatorClass = 'block size-2.5 rounded-full bg-primary';
const buttonClass =
  'm-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-default disabled:opacity-60';
const statusClass = 'm-0 text-sm text-fg';

export default function RadioGroupInForm() {
  const [registered, setRegistered] = React.useState('');

  return (
    <Form
      className="flex flex-col items-start gap-4"
      onFormSubmit={(values) => setRegistered(String(values.shirtSize))}
    >
      <Field.Root name="shirtSize" className="flex flex-col gap-1.5">
        <Fieldset.Root
          render={<RadioGroup required />}
          className="m-0 flex flex-col gap-2 border-0 p-0"
        >
          <Fieldset.Legend className="text-sm font-semibold text-fg">
            Conference T-shirt size
          </Fieldset.Legend>
          {shirtSizes.map((size) => (
            <Field.Item key={size.value}>
              <Field.Label className={labelClass}>
                <Radio.Root value={size.value} className={radioClass}>
                  <Radio.Indicator className={indicatorClass} />
                </Radio.Root>
                {size.label}
              </Field.Label>
            </Field.Item>
          ))}
        </Fieldset.Root>
        <Field.Error match="valueMissing" className="text-xs text-error">
          Pick a size so we can print your shirt.
        </Field.Error>
      </Field.Root>
      <button type="submit" className={buttonClass}>
        Register
      </button>
      <p role="status" className={statusClass}>
        {registered ? `Registered, with a size ${registered} shirt.` : null}
      </p>
    </Form>
  );
}
