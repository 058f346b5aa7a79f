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
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

export default function BuiltInValidation() {
  const [sentFor, setSentFor] = React.useState('');

  return (
    <StyledForm onFormSubmit={(values) => setSentFor(String(values.email))}>
      <Root name="email">
        <Label>Work email</Label>
        <Control type="email" required />
        <ErrorMessage match="valueMissing">Enter your work email.</ErrorMessage>
        <ErrorMessage match="typeMismatch">
          Include an @ and a domain, as in ana@example.com.
        </ErrorMessage>
      </Root>
      <Root name="employeeId">
        <Label>Employee ID</Label>
        <Control required pattern="[A-Z]{2}-[0-9]{4}" />
        <Description>Two capital letters, a hyphen and four digits.</Description>
        <ErrorMessage match="valueMissing">Enter your employee ID.</ErrorMessage>
        <ErrorMessage match="patternMismatch">Use the format AB-1234.</ErrorMessage>
      </Root>
      <Button type="submit">Request access</Button>
      <Status role="status">
        {sentFor ? `Request sent for ${sentFor}.` : null}
      </Status>
    </StyledForm>
  );
}
