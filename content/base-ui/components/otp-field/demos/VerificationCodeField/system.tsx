import * as React from 'react';
import { OTPField } from '@base-ui/react/otp-field';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.75),
}));

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Root = styled(OTPField.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
}));

const Slot = styled(OTPField.Input)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 40,
  height: 44,
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.h6.fontSize,
  textAlign: 'center',
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
  '&[data-complete]': { borderColor: theme.vars.palette.primary.main },
}));

const Description = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

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
        onValueChange={(code) =>
          // Also runs when one character of a complete code is corrected,
          // which onValueComplete does not report.
          setStatus(
            code.length === codeLength ? `Code ${code} entered. Verifying…` : '',
          )
        }
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
