import * as React from 'react';
import { Menu } from '@base-ui/react/menu';

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
    <div className="flex items-center gap-4 text-sm text-fg">
      <Menu.Root>
        <Menu.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-divider bg-surface px-3.5 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
          Account
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} className="z-[1300]">
            <Menu.Popup className="min-w-[180px] rounded-theme border border-divider bg-surface py-1 shadow-popup outline-none">
              {pages.map(({ to, label }) => (
                <Menu.LinkItem
                  key={to}
                  closeOnClick
                  className="block px-3.5 py-2 text-sm text-fg no-underline outline-none data-[highlighted]:bg-hover"
                  render={<AppLink to={to} onNavigate={setPage} />}
                >
                  {label}
                </Menu.LinkItem>
              ))}
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p className="m-0 text-fg-muted">Current page: {page}</p>
    </div>
  );
}
