import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import SearchIcon from '@mui/icons-material/Search';

const messages = [
  { name: 'Ada', text: 'Are we still on for the museum on Saturday?' },
  { name: 'Ben', text: 'I left the spare keys with your neighbour.' },
  { name: 'Chloe', text: 'The photos from the wedding are up!' },
  { name: 'David', text: 'Can you send me the recipe for that curry?' },
  { name: 'Elena', text: 'Running ten minutes late, sorry.' },
  { name: 'Farid', text: 'Happy birthday! Dinner is on me next week.' },
  { name: 'Grace', text: 'Did you finish the book? No spoilers please.' },
  { name: 'Hiro', text: 'The train tickets are booked for Friday.' },
];

export default function BottomAppBar() {
  return (
    // Bottom padding keeps the last message clear of the bar.
    <Box sx={{ pb: 8 }}>
      <Typography variant="h5" component="div" sx={{ px: 2 }}>
        Messages
      </Typography>
      <List>
        {messages.map((message) => (
          <ListItem key={message.name}>
            <ListItemAvatar>
              <Avatar
                alt={message.name}
                src={`/static/images/avatars/${message.name.toLowerCase()}.svg`}
              />
            </ListItemAvatar>
            <ListItemText primary={message.name} secondary={message.text} />
          </ListItem>
        ))}
      </List>
      <AppBar position="fixed" sx={{ top: 'auto', bottom: 0 }}>
        <Toolbar>
          <IconButton color="inherit" edge="start" aria-label="Open navigation">
            <MenuIcon />
          </IconButton>
          <Fab
            color="secondary"
            aria-label="New message"
            // Centred and raised half out of the bar.
            sx={{ position: 'absolute', top: -28, left: 0, right: 0, mx: 'auto' }}
          >
            <AddIcon />
          </Fab>
          <Box sx={{ flexGrow: 1 }} />
          <IconButton color="inherit" aria-label="Search messages">
            <SearchIcon />
          </IconButton>
          <IconButton color="inherit" edge="end" aria-label="More options">
            <MoreVertIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
    </Box>
  );
}
