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

function matchesPassword(value: unknown, values: Record<string, unknown>) {
  return value === values.newPassword ? null : 'The two passwords are different.';
}

export default function CrossFieldValidation() {
  const [changed, setChanged] = React.useState(false);

  return (
    <StyledForm onFormSubmit={() => setChanged(true)}>
      <Root name="newPassword">
        <Label>New password</Label>
        <Control
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
        <ErrorMessage match="valueMissing">Choose a new password.</ErrorMessage>
        <ErrorMessage match="tooShort">Use at least 8 characters.</ErrorMessage>
      </Root>
      <Root name="confirmPassword" validate={matchesPassword}>
        <Label>Repeat new password</Label>
        <Control type="password" required autoComplete="new-password" />
        <ErrorMessage match="valueMissing">
          Type the new password again.
        </ErrorMessage>
        <ErrorMessage match="customError" />
      </Root>
      <Button type="submit">Change password</Button>
      <Status role="status">
        {changed ? 'Your password has been changed.' : null}
      </Status>
    </StyledForm>
  );
}
