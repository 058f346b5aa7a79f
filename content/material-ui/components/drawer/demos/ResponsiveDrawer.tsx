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
import BarChartIcon from '@mui/icons-material/BarChart';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';

const drawerWidth = 220;
const pages = [
  { name: 'Overview', icon: <DashboardIcon /> },
  { name: 'Reports', icon: <BarChartIcon /> },
  { name: 'Customers', icon: <PeopleIcon /> },
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function ResponsiveDrawer({ window }: Props) {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [page, setPage] = React.useState('Overview');

  const list = (
    <List>
      {pages.map((item) => (
        <ListItem key={item.name} disablePadding>
          <ListItemButton
            selected={item.name === page}
            aria-current={item.name === page ? 'page' : undefined}
            onClick={() => {
              setPage(item.name);
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
        sx={{ width: { sm: `calc(100% - ${drawerWidth}px)` } }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={() => setMobileOpen(true)}
            sx={{ mr: 2, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            {page}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="nav"
        aria-label="Shop admin"
        sx={{ width: { sm: drawerWidth }, flexShrink: { sm: 0 } }}
      >
        {/* Below sm: a temporary drawer, portalled into the demo's own window. */}
        <Drawer
          container={window ? () => window().document.body : undefined}
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          keepMounted
          sx={{ display: { xs: 'block', sm: 'none' } }}
          slotProps={{
            paper: { 'aria-label': 'Navigation', sx: { width: drawerWidth } },
          }}
        >
          {list}
        </Drawer>
        {/* From sm up: the same list, always visible. */}
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', sm: 'block' } }}
          slotProps={{ paper: { sx: { width: drawerWidth } } }}
        >
          {list}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          Narrow the window below 600 pixels and the navigation moves into a drawer
          that opens from the menu button in the app bar.
        </Typography>
      </Box>
    </Box>
  );
}
