import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import { styled } from '@mui/system';

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

const Container = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Trigger = styled(Menu.Trigger)({
  height: 36,
  padding: '0 14px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  minWidth: 180,
  padding: '4px 0',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  boxShadow: 'var(--mui-shadows-8)',
  outline: 'none',
});

const Item = styled(Menu.LinkItem)({
  display: 'block',
  padding: '8px 14px',
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  textDecoration: 'none',
  outline: 'none',
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});

const Status = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
});

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
