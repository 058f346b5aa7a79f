import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Form } from '@base-ui/react/form';
import { styled } from '@mui/system';

const StyledForm = styled(Form)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 16,
});

const FieldRoot = styled(Field.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
});

const Label = styled(Field.Label)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Box = styled(Checkbox.Root)({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-primary-contrastText)',
  cursor: 'pointer',
  '&[data-checked], &[data-indeterminate]': {
    borderColor: 'var(--mui-palette-primary-main)',
    background: 'var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Indicator = styled(Checkbox.Indicator)({ display: 'flex' });

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

const Result = styled('pre')({
  boxSizing: 'border-box',
  width: 256,
  margin: 0,
  padding: '8px 12px',
  borderRadius: 6,
  background: 'var(--mui-palette-action-hover)',
  color: 'var(--mui-palette-text-primary)',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  whiteSpace: 'pre-wrap',
});

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function CheckboxInForm() {
  const [submitted, setSubmitted] = React.useState<Record<string, unknown> | null>(
    null,
  );

  return (
    <StyledForm onFormSubmit={(values) => setSubmitted(values)}>
      <FieldRoot name="terms">
        <Label>
          <Box required>
            <Indicator>
              <CheckIcon />
            </Indicator>
          </Box>
          I accept the terms of service
        </Label>
        <ErrorMessage match="valueMissing">
          Accept the terms to create your account.
        </ErrorMessage>
      </FieldRoot>
      <FieldRoot name="newsletter">
        <Label>
          <Box defaultChecked>
            <Indicator>
              <CheckIcon />
            </Indicator>
          </Box>
          Send me the monthly newsletter
        </Label>
      </FieldRoot>
      <Button type="submit">Create account</Button>
      <Result role="status">
        {submitted ? JSON.stringify(submitted, null, 2) : 'Nothing sent yet.'}
      </Result>
    </StyledForm>
  );
}
