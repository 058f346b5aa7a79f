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
  '&:disabled': { opacity: 0.6, cursor: 'default' },
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

export default function ValidateOnBlurAndSubmit() {
  const [createdFor, setCreatedFor] = React.useState('');

  return (
    <StyledForm
      validationMode="onBlur"
      onFormSubmit={(values) => setCreatedFor(String(values.email))}
    >
      <Root name="email">
        <Label>Email</Label>
        <Control type="email" required autoComplete="email" />
        <ErrorMessage match="valueMissing">Enter your email address.</ErrorMessage>
        <ErrorMessage match="typeMismatch">
          Enter an address such as ana@example.com.
        </ErrorMessage>
      </Root>
      <Root name="password">
        <Label>Password</Label>
        <Control
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
        <ErrorMessage match="valueMissing">Choose a password.</ErrorMessage>
        <ErrorMessage match="tooShort">Use at least 8 characters.</ErrorMessage>
      </Root>
      <Button type="submit">Create account</Button>
      <Status role="status">
        {createdFor ? `Account created for ${createdFor}.` : null}
      </Status>
    </StyledForm>
  );
}
