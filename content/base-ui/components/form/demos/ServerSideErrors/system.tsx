import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const StyledForm = styled(Form)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
}));

const Root = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  width: 256,
}));

const Label = styled(Field.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const Control = styled(Field.Control)(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(1.25),
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
  '&[data-invalid]': { borderColor: theme.vars.palette.error.main },
}));

const Description = styled(Field.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

const ErrorMessage = styled(Field.Error)(({ theme }) => ({
  color: theme.vars.palette.error.main,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

const Button = styled('button')(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
  "&[aria-disabled='true']": { opacity: 0.6, cursor: 'default' },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

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
