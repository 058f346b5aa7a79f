import { Menu } from '@base-ui/react/menu';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const topics = ['Documentation', 'Keyboard shortcuts', 'What’s new'];

export default function HoverMenu() {
  return (
    <Menu.Root>
      <Trigger openOnHover delay={150}>
        Help
      </Trigger>
      <Menu.Portal>
        <Positioner sideOffset={6}>
          <Popup>
            {topics.map((topic) => (
              <Item key={topic}>{topic}</Item>
            ))}
            <Separator />
            <Item>Contact support</Item>
          </Popup>
        </Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 1.75),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
}));

const Item = styled(Menu.Item)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Separator = styled(Menu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));
