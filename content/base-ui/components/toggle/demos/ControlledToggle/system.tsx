import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Editor = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const BoldToggle = styled(Toggle)(({ theme }) => ({
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontSize: theme.typography.body1.fontSize,
  fontWeight: theme.typography.fontWeightBold,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': {
    background: theme.vars.palette.action.selected,
    color: theme.vars.palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Preview = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

export default function ControlledToggle() {
  const [bold, setBold] = React.useState(false);

  return (
    <Editor>
      <BoldToggle aria-label="Bold" pressed={bold} onPressedChange={setBold}>
        B
      </BoldToggle>
      <Preview style={{ fontWeight: bold ? 700 : 400 }}>
        The team meeting moves to Thursday at 10:00.
      </Preview>
    </Editor>
  );
}
