import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import classes from './css.module.css';

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
    <Form errors={errors} onFormSubmit={handleSubmit} className={classes.form}>
      <Field.Root name="subdomain" className={classes.field}>
        <Field.Label className={classes.label}>Shop subdomain</Field.Label>
        <Field.Control autoComplete="off" className={classes.input} />
        <Field.Description className={classes.description}>
          shop, store and acme are already taken.
        </Field.Description>
        <Field.Error className={classes.error} />
      </Field.Root>
      <button type="submit" aria-disabled={pending} className={classes.button}>
        {pending ? 'Checking…' : 'Reserve'}
      </button>
      <p role="status" className={classes.status}>
        {reserved}
      </p>
    </Form>
  );
}
