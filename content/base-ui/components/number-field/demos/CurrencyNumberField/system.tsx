import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(NumberField.Root)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(0.5),
}));

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Group = styled(NumberField.Group)(({ theme }) => ({
  display: 'flex',
  overflow: 'hidden',
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
}));

const stepperStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 34,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-disabled]': {
    background: 'transparent',
    color: theme.vars.palette.text.disabled,
    cursor: 'default',
  },
});

const Decrement = styled(NumberField.Decrement)(stepperStyles);
const Increment = styled(NumberField.Increment)(stepperStyles);

const Input = styled(NumberField.Input)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 112,
  height: 34,
  margin: 0,
  padding: 0,
  border: 0,
  borderInline: `1px solid ${theme.vars.palette.grey[400]}`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Description = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
}));

function MinusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const euros = { style: 'currency', currency: 'EUR' } as const;

export default function CurrencyNumberField() {
  const id = React.useId();

  return (
    <Root id={id} defaultValue={120} min={40} max={900} step={5} format={euros}>
      <Label htmlFor={id}>Price per night</Label>
      <Group>
        <Decrement>
          <MinusIcon />
        </Decrement>
        <Input aria-describedby={`${id}-hint`} />
        <Increment>
          <PlusIcon />
        </Increment>
      </Group>
      <Description id={`${id}-hint`}>
        Between €40 and €900, in steps of €5.
      </Description>
    </Root>
  );
}
