import NextLink from 'next/link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

const sections = [
  {
    title: 'The component prop',
    href: '#links-and-buttons-with-the-component-prop',
  },
  { title: 'Theme defaults', href: '#setting-the-router-link-once-in-the-theme' },
  { title: 'Lists and tabs', href: '#lists-and-tabs-as-navigation' },
];

export default function RoutingListLinks() {
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label="On this page"
      sx={{ maxWidth: 320 }}
    >
      <List dense>
        {sections.map((section) => (
          <ListItem key={section.href} disablePadding>
            {/* Each row is a link rendered by next/link, styled as a list item. */}
            <ListItemButton component={NextLink} href={section.href}>
              <ListItemText primary={section.title} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
