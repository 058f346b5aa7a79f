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
  'flex items-center gap-2 text-sm text-gray-900 has-[[data-disabled]]:text-gray-600 dark:text-gray-100 dark:has-[[data-disabled]]:text-gray-400';
const radioClass =
  'm-0 box-border inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-solid border-gray-500 bg-transparent p-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[checked]:border-blue-600 data-[disabled]:cursor-default data-[disabled]:border-gray-300 dark:border-gray-400 dark:focus-visible:outline-blue-400 dark:data-[checked]:border-blue-400 dark:data-[disabled]:border-gray-600';
const indicatorClass = 'block size-2.5 rounded-full bg-blue-600 dark:bg-blue-400';
const buttonClass =
  'm-0 box-border h-9 cursor-pointer rounded-md border-0 bg-blue-600 px-4 font-[inherit] text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-default disabled:opacity-60 dark:bg-blue-400 dark:text-gray-900 dark:focus-visible:outline-blue-400';
const statusClass = 'm-0 text-sm text-gray-900 dark:text-gray-100';

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
          <Fieldset.Legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">
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
        <Field.Error
          match="valueMissing"
          className="text-xs text-red-600 dark:text-red-400"
        >
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
