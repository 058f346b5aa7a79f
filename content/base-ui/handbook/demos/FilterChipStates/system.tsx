import { Toggle } from '@base-ui/react/toggle';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Group = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

const Chip = styled(Toggle)(({ theme }) => ({
  height: 32,
  padding: theme.spacing(0, 1.5),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 16,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&[data-pressed]': {
    borderColor: theme.vars.palette.primary.main,
    background: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.contrastText,
  },
  '&[data-disabled]': {
    borderStyle: 'dashed',
    background: 'transparent',
    color: theme.vars.palette.text.disabled,
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function FilterChipStates() {
  return (
    <Group role="group" aria-label="Filters">
      <Chip defaultPressed>In stock</Chip>
      <Chip>Free delivery</Chip>
      <Chip>On sale</Chip>
      <Chip disabled>Same-day delivery</Chip>
    </Group>
  );
}
