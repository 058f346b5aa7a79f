import { Menu } from '@base-ui/react/menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const links = [
  { label: 'Profile', href: '#profile' },
  { label: 'Billing', href: '#billing' },
  { label: 'Team settings', href: '#team' },
];

export default function LinkMenu() {
  return (
    <Menu.Root>
      <Trigger>Account</Trigger>
      <Menu.Portal>
        <Positioner sideOffset={6}>
          <Popup>
            {links.map((link) => (
              <LinkItem key={link.href} href={link.href} closeOnClick>
                {link.label}
              </LinkItem>
            ))}
            <Separator />
            <Item>Sign out</Item>
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

const itemStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'block',
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
});

const LinkItem = styled(Menu.LinkItem)(itemStyles);
const Item = styled(Menu.Item)(itemStyles);

const Separator = styled(Menu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));
