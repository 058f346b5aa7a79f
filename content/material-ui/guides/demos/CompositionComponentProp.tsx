import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const changes = [
  'Invoices can be exported as PDF',
  'Faster search in the customer list',
  'Fixed the date picker in Safari',
];

export default function CompositionComponentProp() {
  return (
    // Each component keeps its styles and renders the element named in `component`.
    <Paper component="article" variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
      <Typography
        component="time"
        dateTime="2025-03-14"
        variant="overline"
        sx={{ color: 'text.secondary' }}
      >
        14 March 2025
      </Typography>
      <Typography component="p" variant="h6">
        Version 4.2 is out
      </Typography>
      <List component="ol" dense sx={{ listStyle: 'decimal', pl: 3 }}>
        {changes.map((change) => (
          <ListItem key={change} sx={{ display: 'list-item', px: 0 }}>
            <ListItemText primary={change} />
          </ListItem>
        ))}
      </List>
      <Button component="a" href="#the-component-prop" size="small">
        Read the release notes
      </Button>
    </Paper>
  );
}
