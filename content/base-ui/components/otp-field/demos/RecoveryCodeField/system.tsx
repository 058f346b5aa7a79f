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

const Separator = styled(OTPField.Separator)({
  width: 12,
  height: 2,
  borderRadius: 1,
  background: 'var(--mui-palette-text-secondary)',
});

const codeLength = 8;

function toUpperCase(value: string) {
  return value.toUpperCase();
}

export default function RecoveryCodeField() {
  const id = React.useId();

  function slot(index: number) {
    return (
      <Slot
        key={index}
        aria-label={
          index === 0 ? undefined : `Character ${index + 1} of ${codeLength}`
        }
      />
    );
  }

  return (
    <Field>
      <Label htmlFor={id}>Recovery code</Label>
      <Root
        id={id}
        length={codeLength}
        validationType="alphanumeric"
        normalizeValue={toUpperCase}
        aria-describedby={`${id}-hint`}
      >
        {[0, 1, 2, 3].map(slot)}
        <Separator />
        {[4, 5, 6, 7].map(slot)}
      </Root>
      <Description id={`${id}-hint`}>
        Letters and digits from the recovery sheet you saved, such as K7QD-92XA.
      </Description>
    </Field>
  );
}
