import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Editor = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  width: '100%',
  maxWidth: 320,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Group = styled(ToggleGroup)(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.spacing(0.25),
  padding: theme.spacing(0.25),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

const FormatToggle = styled(Toggle)(({ theme }) => ({
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontFamily: 'Georgia, serif',
  fontSize: theme.typography.body1.fontSize,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': {
    background: theme.vars.palette.action.selected,
    color: theme.vars.palette.text.primary,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 0,
  },
}));

const Preview = styled('div')(({ theme }) => ({
  alignSelf: 'stretch',
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

export default function TextFormattingGroup() {
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <Editor>
      <Group
        multiple
        aria-label="Text formatting"
        value={formats}
        onValueChange={setFormats}
      >
        <FormatToggle value="bold" aria-label="Bold">
          <b>B</b>
        </FormatToggle>
        <FormatToggle value="italic" aria-label="Italic">
          <i>I</i>
        </FormatToggle>
        <FormatToggle value="underline" aria-label="Underline">
          <u>U</u>
        </FormatToggle>
      </Group>
      <Preview
        style={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Early-bird tickets sell out on Friday.
      </Preview>
    </Editor>
  );
}
