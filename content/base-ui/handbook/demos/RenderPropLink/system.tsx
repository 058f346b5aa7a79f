import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

interface AppLinkProps extends React.ComponentPropsWithRef<'a'> {
  to: string;
  onNavigate: (to: string) => void;
}

// Stands in for your router's link: it forwards the ref and every prop it receives.
function AppLink({ to, onNavigate, onClick, ...other }: AppLinkProps) {
  return (
    <a
      href={to}
      {...other}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        onNavigate(to);
      }}
    />
  );
}

const pages = [
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/billing', label: 'Billing' },
  { to: '/account/security', label: 'Security' },
];

const Container = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  height: 36,
  padding: theme.spacing(0, 1.75),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
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
  padding: theme.spacing(0.5, 0),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  boxShadow: theme.vars.shadows[8],
  outline: 'none',
}));

const Item = styled(Menu.LinkItem)(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1, 1.75),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  textDecoration: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));

const Status = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

export default function RenderPropLink() {
  const [page, setPage] = React.useState('/account/profile');

  return (
    <Container>
      <Menu.Root>
        <Trigger>Account</Trigger>
        <Menu.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              {pages.map(({ to, label }) => (
                <Item
                  key={to}
                  closeOnClick
                  render={<AppLink to={to} onNavigate={setPage} />}
                >
                  {label}
                </Item>
              ))}
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Status>Current page: {page}</Status>
    </Container>
  );
}
