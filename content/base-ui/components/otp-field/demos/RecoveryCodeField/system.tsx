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

const Separator = styled(OTPField.Separator)(({ theme }) => ({
  width: 12,
  height: 2,
  borderRadius: 1,
  background: theme.vars.palette.text.secondary,
}));

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
