import { Field } from '@base-ui/react/field';

function checkSlug(value: unknown) {
  if (typeof value === 'string' && !/^[a-z0-9-]*$/.test(value)) {
    return 'Use lowercase letters, digits and hyphens only.';
  }
  return null;
}

const labelClass = 'text-sm font-medium text-fg';
const inputClass =
  'm-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[invalid]:border-error';
const descriptionClass = 'm-0 text-xs text-fg-muted';
const errorClass = 'text-xs text-error';

export default function ValidationModes() {
  return (
    <div className="flex flex-col gap-4">
      <Field.Root
        validate={checkSlug}
        validationMode="onChange"
        className="flex w-64 flex-col gap-1"
      >
        <Field.Label className={labelClass}>Page slug (on change)</Field.Label>
        <Field.Control defaultValue="spring-sale" className={inputClass} />
        <Field.Description className={descriptionClass}>
          Checked on every keystroke.
        </Field.Description>
        <Field.Error className={errorClass} />
      </Field.Root>
      <Field.Root
        validate={checkSlug}
        validationMode="onBlur"
        className="flex w-64 flex-col gap-1"
      >
        <Field.Label className={labelClass}>Page slug (on blur)</Field.Label>
        <Field.Control defaultValue="spring-sale" className={inputClass} />
        <Field.Description className={descriptionClass}>
          Checked when focus leaves the field.
        </Field.Description>
        <Field.Error className={errorClass} />
      </Field.Root>
    </div>
  );
}
