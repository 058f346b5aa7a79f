import * as React from 'react';
import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const List = styled(NavigationMenu.List)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
  listStyle: 'none',
}));

const Link = styled(NavigationMenu.Link)(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  textDecoration: 'none',
  boxShadow: 'inset 0 -2px transparent',
  '&:hover': { color: theme.vars.palette.text.primary },
  '&[data-active]': {
    color: theme.vars.palette.primary.main,
    boxShadow: 'inset 0 -2px currentColor',
  },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));
