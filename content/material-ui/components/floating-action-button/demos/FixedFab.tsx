import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const messages = [
  { from: 'Ada Lovelace', subject: 'Notes on the analytical engine' },
  { from: 'Alan Turing', subject: 'Re: lunch on Thursday?' },
  { from: 'Grace Hopper', subject: 'Compiler review moved to Monday' },
  { from: 'Katherine Johnson', subject: 'Launch window figures attached' },
  { from: 'Hedy Lamarr', subject: 'Frequency hopping patent draft' },
  { from: 'Tim Berners-Lee', subject: 'A proposal for sharing documents' },
  { from: 'Margaret Hamilton', subject: 'Priority display, second pass' },
  { from: 'Linus Torvalds', subject: 'Just a hobby project' },
];

export default function FixedFab() {
  return (
    <Box sx={{ pb: 10 }}>
      <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
        Inbox
      </Typography>
      <List>
        {messages.map((message) => (
          <ListItem key={message.subject}>
            <ListItemText primary={message.from} secondary={message.subject} />
          </ListItem>
        ))}
      </List>
      <Fab
        variant="extended"
        color="primary"
        sx={{ position: 'fixed', bottom: 16, right: 16 }}
      >
        <EditIcon sx={{ mr: 1 }} />
        Compose
      </Fab>
    </Box>
  );
}
