import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';
import { styled } from '@mui/system';

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 6,
});

const Label = styled('label')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Root = styled(OTPField.Root)({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
});

const Slot = styled(OTPField.Input)({
  boxSizing: 'border-box',
  width: 40,
  height: 44,
  margin: 0,
  padding: 0,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '1.25rem',
  textAlign: 'center',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
  '&[data-complete]': { borderColor: 'var(--mui-palette-primary-main)' },
});

const Description = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const codeLength = 6;

export default function VerificationCodeField() {
  const id = React.useId();
  const [status, setStatus] = React.useState('');

  return (
    <Field>
      <Label htmlFor={id}>Verification code</Label>
      <Root
        id={id}
        length={codeLength}
        aria-describedby={`${id}-hint`}
        onValueChange={() => setStatus('')}
        onValueComplete={(code) => setStatus(`Code ${code} entered. Verifying…`)}
      >
        {Array.from({ length: codeLength }, (_, index) => (
          <Slot
            key={index}
            aria-label={
              index === 0 ? undefined : `Digit ${index + 1} of ${codeLength}`
            }
          />
        ))}
      </Root>
      <Description id={`${id}-hint`}>
        We sent a 6-digit code to the phone number ending in 0123.
      </Description>
      <Status role="status">{status}</Status>
    </Field>
  );
}
