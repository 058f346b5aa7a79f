import * as React from 'react';
import { type Theme } from '@mui/material/styles';
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
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import SettingsIcon from '@mui/icons-material/Settings';

const openWidth = 220;
const closedWidth = 64;
const links = [
  { name: 'Dashboard', icon: <DashboardIcon /> },
  { name: 'Calendar', icon: <CalendarMonthIcon /> },
  { name: 'Team', icon: <PeopleIcon /> },
  { name: 'Settings', icon: <SettingsIcon /> },
];

export default function MiniVariantDrawer() {
  const [open, setOpen] = React.useState(false);
  const width = open ? openWidth : closedWidth;
  const transition = (theme: Theme) =>
    theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.enteringScreen,
    });

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Menu"
            aria-expanded={open}
            onClick={() => setOpen((prev) => !prev)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            Dashboard
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="permanent"
        sx={{ width, flexShrink: 0, transition }}
        slotProps={{ paper: { sx: { width, transition, overflowX: 'hidden' } } }}
      >
        <Toolbar />
        <nav aria-label="Main">
          <List>
            {links.map((link) => (
              <ListItem key={link.name} disablePadding>
                <ListItemButton
                  selected={link.name === 'Dashboard'}
                  sx={{ minHeight: 48, px: 2.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 0, mr: 3 }}>
                    {link.icon}
                  </ListItemIcon>
                  {/* Hidden by opacity, the label still names the button. */}
                  <ListItemText
                    primary={link.name}
                    sx={{ opacity: open ? 1 : 0, whiteSpace: 'nowrap' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, p: 3 }}>
        <Toolbar />
        <Typography>
          Closed, the drawer keeps a narrow rail of icons; the menu button widens it
          to show the labels.
        </Typography>
      </Box>
    </Box>
  );
}
