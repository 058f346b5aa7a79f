import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { styled } from '@mui/system';

const StyledForm = styled(Form)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 16,
});

const Root = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 256,
});

const Label = styled(Field.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Control = styled(Field.Control)({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: 10,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
  '&[data-invalid]': { borderColor: 'var(--mui-palette-error-main)' },
});

const Description = styled(Field.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const ErrorMessage = styled(Field.Error)({
  color: 'var(--mui-palette-error-main)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const Button = styled('button')({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: 16,
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
  "&[aria-disabled='true']": { opacity: 0.6, cursor: 'default' },
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

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
    <StyledForm errors={errors} onFormSubmit={handleSubmit}>
      <Root name="subdomain">
        <Label>Shop subdomain</Label>
        <Control autoComplete="off" />
        <Description>shop, store and acme are already taken.</Description>
        <ErrorMessage />
      </Root>
      <Button type="submit" aria-disabled={pending}>
        {pending ? 'Checking…' : 'Reserve'}
      </Button>
      <Status role="status">{reserved}</Status>
    </StyledForm>
  );
}
