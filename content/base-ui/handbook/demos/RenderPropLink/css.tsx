import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

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

export default function RenderPropLink() {
  const [page, setPage] = React.useState('/account/profile');

  return (
    <div className={classes.container}>
      <Menu.Root>
        <Menu.Trigger className={classes.trigger}>Account</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              {pages.map(({ to, label }) => (
                <Menu.LinkItem
                  key={to}
                  closeOnClick
                  className={classes.item}
                  render={<AppLink to={to} onNavigate={setPage} />}
                >
                  {label}
                </Menu.LinkItem>
              ))}
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p className={classes.status}>Current page: {page}</p>
    </div>
  );
}
