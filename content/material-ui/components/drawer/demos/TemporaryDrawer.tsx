import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import HelpIcon from '@mui/icons-material/Help';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';

const mainLinks = [
  { label: 'Recipes', icon: <MenuBookIcon /> },
  { label: 'Meal plan', icon: <CalendarMonthIcon /> },
  { label: 'Shopping list', icon: <ShoppingCartIcon /> },
];

const otherLinks = [
  { label: 'Settings', icon: <SettingsIcon /> },
  { label: 'Help', icon: <HelpIcon /> },
];

export default function TemporaryDrawer() {
  const [open, setOpen] = React.useState(false);

  const renderList = (links: typeof mainLinks) => (
    <List>
      {links.map((link) => (
        <ListItem key={link.label} disablePadding>
          <ListItemButton onClick={() => setOpen(false)}>
            <ListItemIcon>{link.icon}</ListItemIcon>
            <ListItemText primary={link.label} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-label': 'Menu' } }}
      >
        <Box component="nav" sx={{ width: 250 }}>
          {renderList(mainLinks)}
          <Divider />
          {renderList(otherLinks)}
        </Box>
      </Drawer>
    </div>
  );
}
