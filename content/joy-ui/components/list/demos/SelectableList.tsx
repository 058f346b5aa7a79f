import * as React from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarIcon from '@mui/icons-material/Star';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';

const folders = [
  { name: 'Inbox', icon: <InboxIcon />, unread: 12 },
  { name: 'Starred', icon: <StarIcon />, unread: 0 },
  { name: 'Sent', icon: <SendIcon />, unread: 0 },
  { name: 'Drafts', icon: <DraftsIcon />, unread: 2 },
  { name: 'Trash', icon: <DeleteIcon />, unread: 0 },
];

export default function SelectableList() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <List aria-label="Mail folders" sx={{ maxWidth: 260 }}>
      {folders.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton
            selected={selected === folder.name}
            aria-current={selected === folder.name ? 'true' : undefined}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            <ListItemContent>{folder.name}</ListItemContent>
            {folder.unread > 0 && (
              <Chip size="sm" variant="soft" color="primary">
                {folder.unread}
              </Chip>
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
