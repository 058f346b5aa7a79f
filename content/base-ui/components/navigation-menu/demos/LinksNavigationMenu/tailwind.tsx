import * as React from 'react';
import { NavigationMenu } from '@base-ui/react/navigation-menu';

const pages = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function LinksNavigationMenu() {
  const [current, setCurrent] = React.useState('Overview');
  return (
    <NavigationMenu.Root aria-label="Store dashboard">
      <NavigationMenu.List className="m-0 flex list-none gap-1 border-x-0 border-t-0 border-b border-solid border-gray-300 p-0 dark:border-gray-700">
        {pages.map((page) => (
          <NavigationMenu.Item key={page}>
            <NavigationMenu.Link
              href={`#${page.toLowerCase()}`}
              active={page === current}
              onClick={() => setCurrent(page)}
              className="block px-3 py-2 text-sm font-medium text-gray-600 no-underline shadow-[inset_0_-2px_transparent] hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-blue-600 data-[active]:text-blue-700 data-[active]:shadow-[inset_0_-2px_currentColor] dark:text-gray-400 dark:hover:text-gray-100 dark:focus-visible:outline-blue-400 dark:data-[active]:text-blue-300"
            >
              {page}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
