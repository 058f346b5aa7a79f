import * as React from 'react';
import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// Stands in for a router's link: an <a> with a real href that navigates in
// the page on click. Like a router link, it forwards its ref and other props.
const navigate = React.createContext<(to: string) => void>(() => {});
const AppLink = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function AppLink({ to, onClick, ...props }, ref) {
  const go = React.useContext(navigate);
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey) return;
        event.preventDefault();
        go(to);
      }}
      {...props}
    />
  );
});

const pages = [
  { to: '/joy-ui/getting-started', label: 'Overview' },
  { to: '/joy-ui/getting-started/installation', label: 'Installation' },
  { to: '/joy-ui/getting-started/support', label: 'Support' },
];

export default function OverridingComponentStructureRouterLink() {
  const [current, setCurrent] = React.useState(pages[0]!.to);
  const next = pages[pages.findIndex((page) => page.to === current) + 1];
  return (
    <navigate.Provider value={setCurrent}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <nav aria-label="Getting started">
          <List size="sm" sx={{ '--List-radius': '8px', width: 200 }}>
            {pages.map((page) => (
              <ListItem key={page.to}>
                <ListItemButton
                  component={AppLink}
                  to={page.to}
                  // Tells assistive technology which link is the current page.
                  aria-current={page.to === current ? 'page' : undefined}
                  selected={page.to === current}
                  variant={page.to === current ? 'soft' : 'plain'}
                >
                  {page.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography level="body-sm">Current route: {current}</Typography>
          {next && (
            <Button component={AppLink} to={next.to} variant="outlined">
              Next: {next.label}
            </Button>
          )}
        </Stack>
      </Stack>
    </navigate.Provider>
  );
}
