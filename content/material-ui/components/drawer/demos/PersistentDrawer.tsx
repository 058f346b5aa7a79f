import * as React from 'react';
import { type Theme } from '@mui/material/styles';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const drawerWidth = 220;
const notebooks = ['Garden journal', 'Recipes to try', 'Reading notes'];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);

  // The app bar and the content move in step with the drawer's slide.
  const transition = (theme: Theme) =>
    theme.transitions.create(['margin', 'width'], {
      easing: open
        ? theme.transitions.easing.easeOut
        : theme.transitions.easing.sharp,
      duration: open
        ? theme.transitions.duration.enteringScreen
        : theme.transitions.duration.leavingScreen,
    });

  return (
    <Box sx={{ display: 'flex' }}>
      <AppBar
        position="fixed"
        sx={{ transition, width: open ? `calc(100% - ${drawerWidth}px)` : '100%' }}
      >
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Notebooks"
            aria-expanded={open}
            aria-controls="persistent-drawer"
            onClick={() => setOpen((prev) => !prev)}
            sx={{ mr: 2 }}
          >
            <MenuIcon />
          </IconButton>
          <Typography variant="h6" component="div" noWrap>
            Garden journal
          </Typography>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="persistent"
        anchor="left"
        open={open}
        sx={{ width: drawerWidth, flexShrink: 0 }}
        slotProps={{
          paper: { id: 'persistent-drawer', sx: { width: drawerWidth } },
        }}
      >
        <Toolbar>
          <Typography variant="subtitle1" component="p">
            Notebooks
          </Typography>
        </Toolbar>
        <nav aria-label="Notebooks">
          <List>
            {notebooks.map((name) => (
              <ListItem key={name} disablePadding>
                <ListItemButton selected={name === 'Garden journal'}>
                  <ListItemText primary={name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Drawer>
      {/* While the drawer is closed, a negative margin takes back its column. */}
      <Box
        component="main"
        sx={{ flexGrow: 1, p: 3, transition, ml: open ? 0 : `-${drawerWidth}px` }}
      >
        <Toolbar />
        <Typography>
          The tomatoes went in on the 12th, two weeks later than last year. Toggle
          the menu button: the drawer slides away and this text widens to fill the
          space, instead of being covered.
        </Typography>
      </Box>
    </Box>
  );
}
