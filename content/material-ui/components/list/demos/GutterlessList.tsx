import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import CommentIcon from '@mui/icons-material/Comment';

const tasks = ['Book the venue', 'Send invitations', 'Order the cake'];

export default function GutterlessList() {
  return (
    <List aria-label="Party tasks" sx={{ width: '100%', maxWidth: 320 }}>
      {tasks.map((task) => (
        <ListItem
          key={task}
          disableGutters
          secondaryAction={
            <IconButton aria-label={`Comment on ${task.toLowerCase()}`}>
              <CommentIcon />
            </IconButton>
          }
        >
          <ListItemText primary={task} />
        </ListItem>
      ))}
    </List>
  );
}
