import * as React from 'react';
import { NavigationMenu } from '@base-ui/react/navigation-menu';

const pages = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function LinksNavigationMenu() {
  const [current, setCurrent] = React.useState('Overview');
  return (
    <NavigationMenu.Root aria-label="Store dashboard">
      <NavigationMenu.List className="m-0 flex list-none gap-1 border-x-0 border-t-0 border-b border-solid border-divider p-0">
        {pages.map((page) => (
          <NavigationMenu.Item key={page}>
            <NavigationMenu.Link
              href={`#${page.toLowerCase()}`}
              active={page === current}
              onClick={() => setCurrent(page)}
              className="block px-3 py-2 text-sm font-medium text-fg-muted no-underline shadow-[inset_0_-2px_transparent] hover:text-fg focus-visible:outline-2 focus-visible:outline-primary data-[active]:text-primary data-[active]:shadow-[inset_0_-2px_currentColor]"
            >
              {page}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
