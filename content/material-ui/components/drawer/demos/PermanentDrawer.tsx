import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import PeopleIcon from '@mui/icons-material/People';
import DeleteIcon from '@mui/icons-material/Delete';

const drawerWidth = 220;
const links = [
  { name: 'My files', icon: <FolderIcon /> },
  { name: 'Shared with me', icon: <PeopleIcon /> },
  { name: 'Recent', icon: <DescriptionIcon /> },
];

export default function PermanentDrawer() {
  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ width: `calc(100% - ${drawerWidth}px)` }}>
        <Toolbar>
          <Typography variant="h6" component="div" noWrap>
            My files
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        anchor="left"
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: drawerWidth } } }}
      >
        <Toolbar>
          <Typography variant="subtitle1" component="p" noWrap>
            Cloud drive
          </Typography>
        </Toolbar>
        <Divider />
        <nav aria-label="Drive">
          <List>
            {links.map((link) => (
              <ListItem key={link.name} disablePadding>
                <ListItemButton selected={link.name === 'My files'}>
                  <ListItemIcon>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider />
          <List>
            <ListItem disablePadding>
              <ListItemButton>
                <ListItemIcon>
                  <DeleteIcon />
                </ListItemIcon>
                <ListItemText primary="Bin" />
              </ListItemButton>
            </ListItem>
          </List>
        </nav>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          The drawer is always there and takes its own column, so the app bar and the
          content start where it ends.
        </Typography>
      </Box>
    </Box>
  );
}
