import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function FaqComponentProp() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 360 }}>
      {/* The h6 style on a <p>: the look and the element are chosen separately. */}
      <Typography variant="h6" component="p">
        Getting started
      </Typography>
      {/* A <nav> instead of a <ul>, and links instead of buttons inside it. */}
      <List component="nav" aria-label="Getting started pages">
        <ListItemButton
          component="a"
          href="/material-ui/getting-started/installation"
        >
          <ListItemText primary="Installation" secondary="The packages to install" />
        </ListItemButton>
        <ListItemButton component="a" href="/material-ui/getting-started/usage">
          <ListItemText primary="Usage" secondary="Your first component and theme" />
        </ListItemButton>
      </List>
    </Paper>
  );
}
