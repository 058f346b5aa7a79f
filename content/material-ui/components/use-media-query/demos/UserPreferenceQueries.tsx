import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UserPreferenceQueries() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const canHover = useMediaQuery('(hover: hover) and (pointer: fine)');

  const rows = [
    {
      query: '(prefers-color-scheme: dark)',
      label: prefersDark ? 'Dark mode' : 'Light mode',
    },
    {
      query: '(prefers-reduced-motion: reduce)',
      label: prefersReducedMotion ? 'Reduce animations' : 'Animations are fine',
    },
    {
      query: '(hover: hover) and (pointer: fine)',
      label: canHover ? 'Mouse or trackpad' : 'Touch screen or no precise pointer',
    },
  ];

  return (
    <List dense disablePadding>
      {rows.map((row) => (
        <ListItem key={row.query} disableGutters>
          <ListItemText primary={row.label} secondary={row.query} />
        </ListItem>
      ))}
    </List>
  );
}
