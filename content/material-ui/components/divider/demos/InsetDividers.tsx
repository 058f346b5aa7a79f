import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InsetDividers() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Paper variant="outlined" sx={{ width: 300 }}>
        <List aria-label="Team members">
          <ListItem>
            <ListItemAvatar>
              <Avatar alt="Ada Lovelace" src="/static/images/avatars/ada.svg" />
            </ListItemAvatar>
            <ListItemText primary="Ada Lovelace" secondary="Engineering" />
          </ListItem>
          <Divider variant="inset" component="li" aria-hidden />
          <ListItem>
            <ListItemAvatar>
              <Avatar alt="Grace Hopper" src="/static/images/avatars/grace.svg" />
            </ListItemAvatar>
            <ListItemText primary="Grace Hopper" secondary="Compilers" />
          </ListItem>
        </List>
      </Paper>
      <Paper variant="outlined" sx={{ width: 300, py: 2 }}>
        <Typography variant="h6" component="p" sx={{ px: 2 }}>
          Standard plan
        </Typography>
        <Typography variant="body2" sx={{ px: 2, color: 'text.secondary' }}>
          Billed monthly
        </Typography>
        <Divider variant="middle" sx={{ my: 2 }} />
        <Typography variant="body2" sx={{ px: 2 }}>
          10 projects, 50 GB of storage and email support.
        </Typography>
      </Paper>
    </Box>
  );
}
