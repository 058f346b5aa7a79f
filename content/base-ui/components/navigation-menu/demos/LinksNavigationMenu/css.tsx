import * as React from 'react';
import { NavigationMenu } from '@base-ui/react/navigation-menu';
import classes from './css.module.css';

const pages = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function LinksNavigationMenu() {
  const [current, setCurrent] = React.useState('Overview');
  return (
    <NavigationMenu.Root aria-label="Store dashboard">
      <NavigationMenu.List className={classes.list}>
        {pages.map((page) => (
          <NavigationMenu.Item key={page}>
            <NavigationMenu.Link
              href={`#${page.toLowerCase()}`}
              active={page === current}
              onClick={() => setCurrent(page)}
              className={classes.link}
            >
              {page}
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
