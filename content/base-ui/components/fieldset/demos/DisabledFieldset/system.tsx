import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { Field } from '@base-ui/react/field';
import { Fieldset } from '@base-ui/react/fieldset';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Stack = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  width: 320,
}));

const CheckboxLabel = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const CheckboxRoot = styled(Checkbox.Root)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: 4,
  background: 'transparent',
  color: theme.vars.palette.primary.contrastText,
  cursor: 'pointer',
  '&[data-checked]': {
    borderColor: theme.vars.palette.primary.main,
    background: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Root = styled(Fieldset.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
}));

const Legend = styled(Fieldset.Legend)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body1.fontSize,
  fontWeight: 600,
  lineHeight: '1.5rem',
}));

const FieldRoot = styled(Field.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
}));

const Label = styled(Field.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
  '&[data-disabled]': { color: theme.vars.palette.text.secondary },
}));

const Control = styled(Field.Control)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(1.25),
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
  '&[data-disabled]': {
    background: theme.vars.palette.action.hover,
    color: theme.vars.palette.text.secondary,
  },
}));

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function DisabledFieldset() {
  const [sameAsShipping, setSameAsShipping] = React.useState(true);

  return (
    <Stack>
      <CheckboxLabel>
        <CheckboxRoot checked={sameAsShipping} onCheckedChange={setSameAsShipping}>
          <Checkbox.Indicator style={{ display: 'flex' }}>
            <CheckIcon />
          </Checkbox.Indicator>
        </CheckboxRoot>
        Bill to my shipping address
      </CheckboxLabel>
      <Root disabled={sameAsShipping}>
        <Legend>Billing address</Legend>
        <FieldRoot>
          <Label>Street and number</Label>
          <Control autoComplete="billing address-line1" />
        </FieldRoot>
        <FieldRoot>
          <Label>City</Label>
          <Control autoComplete="billing address-level2" />
        </FieldRoot>
      </Root>
    </Stack>
  );
}
