import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';

type ServerErrors = Record<string, string>;

// Stands in for a server action: it answers after a short delay, without any network.
async function reserveSubdomain(subdomain: string): Promise<ServerErrors> {
  await new Promise((resolve) => setTimeout(resolve, 600));
  if (subdomain.trim() === '') {
    return { subdomain: 'Choose a subdomain for your shop.' };
  }
  if (['shop', 'store', 'acme'].includes(subdomain.toLowerCase())) {
    return { subdomain: `${subdomain}.example.com is already taken.` };
  }
  return {};
}

const fieldClass = 'flex w-64 flex-col gap-1';
const labelClass = 'text-sm font-medium text-fg';
const inputClass =
  'm-0 box-border h-9 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary data-[invalid]:border-error';
const descriptionClass = 'm-0 text-xs text-fg-muted';
const errorClass = 'text-xs text-error';
const buttonClass =
  'm-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-disabled:cursor-default aria-disabled:opacity-60';
const statusClass = 'm-0 text-sm text-fg';

export default function ServerSideErrors() {
  const [errors, setErrors] = React.useState<ServerErrors>({});
  const [pending, setPending] = React.useState(false);
  const [reserved, setReserved] = React.useState('');

  async function handleSubmit(values: Record<string, unknown>) {
    // aria-disabled rather than disabled while checking: the button keeps keyboard focus.
    if (pending) return;
    const subdomain = String(values.subdomain ?? '');
    setPending(true);
    setReserved('');
    const serverErrors = await reserveSubdomain(subdomain);
    setPending(false);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) {
      setReserved(`${subdomain}.example.com is yours.`);
    }
  }

  return (
    <Form
      errors={errors}
      onFormSubmit={handleSubmit}
      className="flex flex-col items-start gap-4"
    >
      <Field.Root name="subdomain" className={fieldClass}>
        <Field.Label className={labelClass}>Shop subdomain</Field.Label>
        <Field.Control autoComplete="off" className={inputClass} />
        <Field.Description className={descriptionClass}>
          shop, store and acme are already taken.
        </Field.Description>
        <Field.Error className={errorClass} />
      </Field.Root>
      <button type="submit" aria-disabled={pending} className={buttonClass}>
        {pending ? 'Checking…' : 'Reserve'}
      </button>
      <p role="status" className={statusClass}>
        {reserved}
      </p>
    </Form>
  );
}
