import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const reserved = ['admin', 'support', 'root'];

function validateUsername(value: unknown) {
  const username = String(value);
  if (/\s/.test(username)) return 'Usernames cannot contain spaces.';
  if (username.length < 3) return 'Use at least 3 characters.';
  if (reserved.includes(username.toLowerCase())) return 'That username is reserved.';
  return null;
}

const StyledForm = styled(Form)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
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

const Description = styled(Field.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.pxToRem(13),
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

export default function SignupFormValidation() {
  const [result, setResult] = React.useState('');

  return (
    <StyledForm
      onFormSubmit={(values) => setResult(`Account created for ${values.username}.`)}
    >
      <FieldRoot name="email" validationMode="onBlur">
        <Label>Email</Label>
        <TextInput type="email" required />
        <ErrorText match="valueMissing">Enter your email address.</ErrorText>
        <ErrorText match="typeMismatch">
          Enter an address like name@example.com.
        </ErrorText>
      </FieldRoot>
      <FieldRoot name="username" validate={validateUsername}>
        <Label>Username</Label>
        <TextInput required />
        <Description>At least 3 characters, no spaces.</Description>
        <ErrorText match="valueMissing">Choose a username.</ErrorText>
        <ErrorText match="customError" />
      </FieldRoot>
      <Submit type="submit">Create account</Submit>
      <Status role="status">{result}</Status>
    </StyledForm>
  );
}
