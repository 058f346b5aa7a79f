import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// Stands in for your server: returns an error message, or null when the code is accepted.
function redeem(code: string): string | null {
  if (code === 'GIFT-2023-SNOW')
    return 'This gift card expired on 31 December 2024.';
  if (code !== 'GIFT-2025-FERN') return 'No gift card matches this code.';
  return null;
}

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const StyledForm = styled(Form)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  width: 300,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const FieldRoot = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Label = styled(Field.Label)(({ theme }) => ({
  fontWeight: theme.typography.fontWeightMedium,
}));

const TextInput = styled(Input)(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  padding: theme.spacing(0, 1.25),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  '&[data-invalid]': { borderColor: theme.vars.palette.error.main },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const ErrorText = styled(Field.Error)(({ theme }) => ({
  color: theme.vars.palette.error.main,
  fontSize: theme.typography.pxToRem(13),
}));

const Submit = styled('button')(({ theme }) => ({
  alignSelf: 'flex-start',
  height: 36,
  padding: theme.spacing(0, 2),
  margin: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

export default function ServerErrorsForm() {
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [result, setResult] = React.useState('');

  function handleSubmit(values: Form.Values) {
    const error = redeem(String(values.code).trim().toUpperCase());
    setErrors(error ? { code: error } : {});
    setResult(error ? '' : '£25.00 has been added to your balance.');
  }

  return (
    <StyledForm errors={errors} onFormSubmit={handleSubmit}>
      <FieldRoot name="code">
        <Label>Gift card code</Label>
        <TextInput required placeholder="GIFT-2025-FERN" />
        <ErrorText />
      </FieldRoot>
      <Submit type="submit">Redeem</Submit>
      <Status role="status">{result}</Status>
    </StyledForm>
  );
}
