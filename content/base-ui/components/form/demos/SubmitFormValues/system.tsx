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
  '&:disabled': { opacity: 0.6, cursor: 'default' },
}));

const Result = styled('pre')(({ theme }) => ({
  boxSizing: 'border-box',
  width: 256,
  margin: 0,
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.action.hover,
  color: theme.vars.palette.text.primary,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  whiteSpace: 'pre-wrap',
}));

export default function SubmitFormValues() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <StyledForm onFormSubmit={(values) => setSubmitted(values)}>
      <Root name="fullName">
        <Label>Full name</Label>
        <Control required autoComplete="name" />
        <ErrorMessage match="valueMissing">Enter your name.</ErrorMessage>
      </Root>
      <Root name="email">
        <Label>Email</Label>
        <Control type="email" required autoComplete="email" />
        <ErrorMessage match="valueMissing">Enter your email address.</ErrorMessage>
        <ErrorMessage match="typeMismatch">
          Enter an address such as ana@example.com.
        </ErrorMessage>
      </Root>
      <Root name="company">
        <Label>Company (optional)</Label>
        <Control autoComplete="organization" />
      </Root>
      <Button type="submit">Send</Button>
      <Result role="status">
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </Result>
    </StyledForm>
  );
}
