import { Toolbar } from '@base-ui/react/toolbar';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

export default function ToolbarWithInput() {
  return (
    <Root aria-label="Inbox">
      <Button>Archive</Button>
      <Button>Mark as read</Button>
      <Separator />
      <Link href="#filters">Filters</Link>
      <Separator />
      <Input aria-label="Search mail" placeholder="Search mail" />
    </Root>
  );
}

const Root = styled(Toolbar.Root)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Button = styled(Toolbar.Button)(({ theme }) => ({
  height: 32,
  margin: 0,
  padding: theme.spacing(0, 1.25),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Link = styled(Toolbar.Link)(({ theme }) => ({
  padding: theme.spacing(0, 1.25),
  color: theme.vars.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Input = styled(Toolbar.Input)(({ theme }) => ({
  width: 160,
  height: 32,
  margin: 0,
  padding: theme.spacing(0, 1.25),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const Separator = styled(Toolbar.Separator)(({ theme }) => ({
  width: 1,
  height: 20,
  margin: theme.spacing(0, 0.5),
  background: theme.vars.palette.divider,
}));
