import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';

const fieldClass = 'flex flex-col gap-1';
const labelClass = 'text-sm font-medium text-fg';
const inputClass =
  'm-0 box-border h-9 w-full min-w-0 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary';

export default function AddressFieldset() {
  return (
    <Fieldset.Root className="m-0 flex w-80 min-w-0 flex-col gap-3 border-0 p-0">
      <Fieldset.Legend className="text-base font-semibold text-fg">
        Shipping address
      </Fieldset.Legend>
      <Field.Root className={fieldClass}>
        <Field.Label className={labelClass}>Street and number</Field.Label>
        <Field.Control
          autoComplete="shipping address-line1"
          className={inputClass}
        />
      </Field.Root>
      <div className="grid grid-cols-[1fr_2fr] gap-3">
        <Field.Root className={fieldClass}>
          <Field.Label className={labelClass}>Postcode</Field.Label>
          <Field.Control
            autoComplete="shipping postal-code"
            className={inputClass}
          />
        </Field.Root>
        <Field.Root className={fieldClass}>
          <Field.Label className={labelClass}>City</Field.Label>
          <Field.Control
            autoComplete="shipping address-level2"
            className={inputClass}
          />
        </Field.Root>
      </div>
    </Fieldset.Root>
  );
}
