import { Separator } from '@base-ui/react/separator';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Actions = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
}));

const Action = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 1.25),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
}));

const Line = styled(Separator)(({ theme }) => ({
  alignSelf: 'stretch',
  width: 1,
  marginBlock: theme.spacing(0.5),
  background: theme.vars.palette.divider,
}));

export default function VerticalSeparator() {
  return (
    <Actions>
      <Action type="button">Edit</Action>
      <Action type="button">Duplicate</Action>
      <Line orientation="vertical" />
      <Action type="button">Archive</Action>
      <Action type="button">Delete</Action>
    </Actions>
  );
}
