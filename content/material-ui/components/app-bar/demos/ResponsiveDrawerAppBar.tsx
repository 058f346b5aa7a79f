import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DraftsIcon from '@mui/icons-material/Drafts';
import InboxIcon from '@mui/icons-material/Inbox';
import MenuIcon from '@mui/icons-material/Menu';
import SendIcon from '@mui/icons-material/Send';

const drawerWidth = 200;
const folders = [
  { name: 'Inbox', icon: <InboxIcon /> },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Drafts', icon: <DraftsIcon /> },
];

interface Props {
  /** The window the demo lives in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function ResponsiveDrawerAppBar({ window }: Props) {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');

  const drawer = (
    <List>
      {folders.map((item) => (
        <ListItem key={item.name} disablePadding>
          <ListItemButton
            selected={item.name === folder}
            onClick={() => {
              setFolder(item.name);
              setMobileOpen(false);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText primary={item.name} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar
        position="fixed"
        sx={{
          width: { sm: `calc(100% - ${drawerWidth}px)` },
          ml: { sm: `${drawerWidth}px` },
        }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open folders"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            {folder}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label="Mail folders"
        sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}
      >
        {/* Small screens: a drawer that opens over the page, portalled into this window. */}
        <Drawer
          container={window ? () => window().document.body : undefined}
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', sm: 'none' } }}
          slotProps={{ paper: { sx: { width: drawerWidth } } }}
        >
          {drawer}
        </Drawer>
        {/* From the sm breakpoint: the same list, always visible beside the content. */}
        <Drawer
          variant="permanent"
          sx={{ display: { xs: 'none', sm: 'block' } }}
          slotProps={{ paper: { sx: { width: drawerWidth } } }}
          open
        >
          {drawer}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Toolbar />
        <Typography>
          Resize the window: below 600 pixels wide, the folders move into a drawer
          that opens from the menu button.
        </Typography>
      </Box>
    </Box>
  );
}
