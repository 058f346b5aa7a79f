import * as React from 'react';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const folders = [
  { name: 'Inbox', icon: <InboxIcon />, unread: 12 },
  { name: 'Starred', icon: <StarBorderIcon />, unread: 0 },
  { name: 'Sent', icon: <SendIcon />, unread: 0 },
  { name: 'Drafts', icon: <DraftsIcon />, unread: 2 },
];

export default function ColorInversionSideNav() {
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <Sheet
      component="nav"
      aria-label="Mail folders"
      variant="soft"
      color="primary"
      invertedColors
      sx={{ width: 240, p: 1.5, borderRadius: 'md' }}
    >
      <List sx={{ '--List-gap': '4px', '--ListItem-radius': '6px' }}>
        {folders.map((folder) => (
          <ListItem key={folder.name}>
            {/* The current folder is solid: an inverted selected plain row is too faint. */}
            <ListItemButton
              variant={folder.name === current ? 'solid' : 'plain'}
              aria-current={folder.name === current ? 'page' : undefined}
              onClick={() => setCurrent(folder.name)}
            >
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              <ListItemContent>{folder.name}</ListItemContent>
              {folder.unread > 0 && (
                <Typography level="body-sm" textColor="inherit">
                  {folder.unread}
                </Typography>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, px: 1 }}>
        <Avatar size="sm" src="/static/images/avatars/farid.svg" alt="" />
        <div>
          <Typography level="title-sm">Farid Haddad</Typography>
          <Typography level="body-xs" textColor="text.secondary">
            farid@harbor.example
          </Typography>
        </div>
      </Box>
    </Sheet>
  );
}
