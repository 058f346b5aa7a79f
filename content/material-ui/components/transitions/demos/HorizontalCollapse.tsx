import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function HorizontalCollapse() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" component="nav" aria-label="Mail folders">
        <IconButton
          aria-label="Show folder names"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          sx={{ m: 0.5 }}
        >
          {expanded ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        {/* Closed, the rail keeps 56px: enough for the icons, the names are clipped. */}
        <Collapse orientation="horizontal" in={expanded} collapsedSize={56}>
          <List dense sx={{ width: 180 }}>
            {folders.map((folder) => (
              <ListItem key={folder.label} disablePadding>
                <ListItemButton>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText
                    primary={folder.label}
                    sx={{ whiteSpace: 'nowrap' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Collapse>
      </Paper>
      <Typography variant="body2" sx={{ flex: 1, pt: 1.5 }}>
        Inbox: 3 unread messages. The latest, from Priya, is about moving
        Friday&apos;s team lunch to the new place on the corner.
      </Typography>
    </Box>
  );
}
