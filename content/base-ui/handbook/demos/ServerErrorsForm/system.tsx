import * as React from 'react';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { Input } from '@base-ui/react/input';
import { styled } from '@mui/system';

// Stands in for your server: returns an error message, or null when the code is accepted.
function redeem(code: string): string | null {
  if (code === 'GIFT-2023-SNOW')
    return 'This gift card expired on 31 December 2024.';
  if (code !== 'GIFT-2025-FERN') return 'No gift card matches this code.';
  return null;
}

const StyledForm = styled(Form)({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
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
