import * as React from 'react';
import { Input } from '@base-ui/react/input';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  width: 256,
}));

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: '1.25rem',
}));

const StyledInput = styled(Input)(({ theme }) => ({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: theme.spacing(1.25),
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  '&::placeholder': {
    color: theme.vars.palette.text.secondary,
    opacity: 1,
  },
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function BasicInput() {
  const id = React.useId();

  return (
    <Field>
      <Label htmlFor={id}>Order number</Label>
      <StyledInput id={id} placeholder="e.g. NW-20481" />
    </Field>
  );
}
