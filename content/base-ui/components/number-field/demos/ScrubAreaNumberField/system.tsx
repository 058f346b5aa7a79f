import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(NumberField.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1.5),
}));

const ScrubArea = styled(NumberField.ScrubArea)({
  display: 'inline-flex',
  cursor: 'ew-resize',
});

const Label = styled('label')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  lineHeight: theme.typography.body2.lineHeight,
  cursor: 'ew-resize',
  userSelect: 'none',
}));

const Cursor = styled(NumberField.ScrubAreaCursor)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
  display: 'flex',
  color: theme.vars.palette.text.primary,
}));

const Input = styled(NumberField.Input)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 72,
  height: 36,
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.grey[400]}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '&:focus': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

function ResizeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M2 10h16M6 6l-4 4 4 4M14 6l4 4-4 4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function ScrubAreaNumberField() {
  const id = React.useId();

  return (
    <Root
      id={id}
      defaultValue={0.8}
      min={0}
      max={1}
      step={0.01}
      format={{ style: 'percent' }}
    >
      <ScrubArea>
        <Label htmlFor={id}>Layer opacity</Label>
        <Cursor>
          <ResizeIcon />
        </Cursor>
      </ScrubArea>
      <Input />
    </Root>
  );
}
