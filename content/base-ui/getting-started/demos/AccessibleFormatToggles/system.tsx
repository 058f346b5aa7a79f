import { Toggle } from '@base-ui/react/toggle';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Group = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
}));

const FormatToggle = styled(Toggle)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  padding: 0,
  margin: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  cursor: 'pointer',
  transition: theme.transitions.create('background-color', {
    duration: theme.transitions.duration.shortest,
  }),
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': {
    background: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

export default function AccessibleFormatToggles() {
  return (
    <Group role="group" aria-label="Text formatting">
      <FormatToggle aria-label="Bold" defaultPressed>
        <FormatBoldIcon fontSize="small" />
      </FormatToggle>
      <FormatToggle aria-label="Italic">
        <FormatItalicIcon fontSize="small" />
      </FormatToggle>
      <FormatToggle aria-label="Underline">
        <FormatUnderlinedIcon fontSize="small" />
      </FormatToggle>
    </Group>
  );
}
