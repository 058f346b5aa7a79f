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
    <div className="flex items-center gap-4 text-sm text-gray-900 dark:text-gray-100">
      <Menu.Root>
        <Menu.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-gray-300 bg-white px-3.5 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800">
          Account
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={4} className="z-[1300]">
            <Menu.Popup className="min-w-[180px] rounded-lg border border-gray-300 bg-white py-1 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900">
              {pages.map(({ to, label }) => (
                <Menu.LinkItem
                  key={to}
                  closeOnClick
                  className="block px-3.5 py-2 text-sm text-gray-900 no-underline outline-none data-[highlighted]:bg-gray-100 dark:text-gray-100 dark:data-[highlighted]:bg-gray-800"
                  render={<AppLink to={to} onNavigate={setPage} />}
                >
                  {label}
                </Menu.LinkItem>
              ))}
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p className="m-0 text-gray-600 dark:text-gray-400">Current page: {page}</p>
    </div>
  );
}
