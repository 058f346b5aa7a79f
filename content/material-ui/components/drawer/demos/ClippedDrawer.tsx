import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArchiveIcon from '@mui/icons-material/Archive';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';

const drawerWidth = 220;
const folders = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Drafts', icon: <DraftsIcon /> },
  { name: 'Archive', icon: <ArchiveIcon /> },
];

export default function ClippedDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      {/* Above the drawer, so the drawer starts below the app bar. */}
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <Typography variant="h6" component="div" noWrap>
            Mail
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: drawerWidth } } }}
      >
        {/* A spacer as tall as the app bar. */}
        <Toolbar />
        <nav aria-label="Mail folders">
          <List>
            {folders.map((folder) => (
              <ListItem key={folder.name} disablePadding>
                <ListItemButton selected={folder.name === 'Inbox'}>
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          The app bar spans the full width and the drawer sits under it, a layout
          that suits apps whose title and search apply to every page.
        </Typography>
      </Box>
    </Box>
  );
}
