import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';

const fieldClass = 'flex flex-col gap-1';
const labelClass = 'text-sm font-medium text-fg data-[disabled]:text-fg-muted';
const inputClass =
  'm-0 box-border h-9 w-full rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[disabled]:bg-hover data-[disabled]:text-fg-muted';

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
    <div className="flex w-80 flex-col gap-4">
      <label className="inline-flex items-center gap-2 text-sm text-fg">
        <Checkbox.Root
          checked={sameAsShipping}
          onCheckedChange={setSameAsShipping}
          className="m-0 inline-flex size-5 cursor-pointer items-center justify-center rounded border-2 border-solid border-fg-muted bg-transparent p-0 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[checked]:bg-primary"
        >
          <Checkbox.Indicator className="flex">
            <CheckIcon />
          </Checkbox.Indicator>
        </Checkbox.Root>
        Bill to my shipping address
      </label>
      <Fieldset.Root
        disabled={sameAsShipping}
        className="m-0 flex min-w-0 flex-col gap-3 border-0 p-0"
      >
        <Fieldset.Legend className="text-base font-semibold text-fg">
          Billing address
        </Fieldset.Legend>
        <Field.Root className={fieldClass}>
          <Field.Label className={labelClass}>Street and number</Field.Label>
          <Field.Control
            autoComplete="billing address-line1"
            className={inputClass}
          />
        </Field.Root>
        <Field.Root className={fieldClass}>
          <Field.Label className={labelClass}>City</Field.Label>
          <Field.Control
            autoComplete="billing address-level2"
            className={inputClass}
          />
        </Field.Root>
      </Fieldset.Root>
    </div>
  );
}
