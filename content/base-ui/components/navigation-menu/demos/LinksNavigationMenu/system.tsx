import * as React from 'react';
import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { styled } from '@mui/system';

const pages = ['Overview', 'Orders', 'Customers', 'Reports'];

export default function LinksNavigationMenu() {
  const [current, setCurrent] = React.useState('Overview');
  return (
    <NavigationMenu.Root aria-label="Store dashboard">
      <List>
        {pages.map((page) => (
          <NavigationMenu.Item key={page}>
            <Link
              href={`#${page.toLowerCase()}`}
              active={page === current}
              onClick={() => setCurrent(page)}
            >
              {page}
            </Link>
          </NavigationMenu.Item>
        ))}
      </List>
    </NavigationMenu.Root>
  );
}

const List = styled(NavigationMenu.List)({
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  borderBottom: '1px solid var(--mui-palette-divider)',
  listStyle: 'none',
});

const Link = styled(NavigationMenu.Link)({
  display: 'block',
  padding: '8px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  textDecoration: 'none',
  boxShadow: 'inset 0 -2px transparent',
  '&:hover': { color: 'var(--mui-palette-text-primary)' },
  '&[data-active]': {
    color: 'var(--mui-palette-primary-main)',
    boxShadow: 'inset 0 -2px currentColor',
  },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});
