import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import ImageIcon from '@mui/icons-material/Image';
import WorkIcon from '@mui/icons-material/Work';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';

const folders = [
  { name: 'Photos', modified: '12 March 2026', Icon: ImageIcon },
  { name: 'Work', modified: '3 April 2026', Icon: WorkIcon },
  { name: 'Holiday', modified: '28 May 2026', Icon: BeachAccessIcon },
];

export default function FolderList() {
  return (
    <List sx={{ width: '100%', maxWidth: 320 }}>
      {folders.map(({ name, modified, Icon }) => (
        <ListItem key={name}>
          <ListItemAvatar>
            <Avatar>
              <Icon />
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={name} secondary={`Modified ${modified}`} />
        </ListItem>
      ))}
    </List>
  );
}
