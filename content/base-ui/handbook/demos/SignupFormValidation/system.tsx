import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import { styled } from '@mui/system';

const reserved = ['admin', 'support', 'root'];

function validateUsername(value: unknown) {
  const username = String(value);
  if (/\s/.test(username)) return 'Usernames cannot contain spaces.';
  if (username.length < 3) return 'Use at least 3 characters.';
  if (reserved.includes(username.toLowerCase())) return 'That username is reserved.';
  return null;
}

const StyledForm = styled(Form)({
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  width: 300,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const FieldRoot = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

const Label = styled(Field.Label)({ fontWeight: 500 });

const TextInput = styled(Input)({
  boxSizing: 'border-box',
  height: 36,
  padding: '0 10px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  '&[data-invalid]': { borderColor: 'var(--mui-palette-error-main)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

const Description = styled(Field.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.8125rem',
});

const ErrorText = styled(Field.Error)({
  color: 'var(--mui-palette-error-main)',
  fontSize: '0.8125rem',
});

const Submit = styled('button')({
  alignSelf: 'flex-start',
  height: 36,
  padding: '0 16px',
  margin: 0,
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
});

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
