import * as React from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleIcon from '@mui/icons-material/People';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';

const pages = [
  { name: 'Overview', icon: <DashboardIcon /> },
  { name: 'Orders', icon: <ReceiptLongIcon /> },
  { name: 'Products', icon: <Inventory2Icon /> },
  { name: 'Customers', icon: <PeopleIcon /> },
  { name: 'Settings', icon: <SettingsIcon /> },
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function NavigationDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  const [page, setPage] = React.useState('Overview');
  return (
    <Box>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          p: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <IconButton aria-label="Open navigation" onClick={() => setOpen(true)}>
          <MenuIcon />
        </IconButton>
        <Typography level="title-lg" component="h1">
          {page}
        </Typography>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        size="sm"
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close navigation" />
        <DialogTitle>Harbor Goods</DialogTitle>
        <Box component="nav" aria-label="Shop admin" sx={{ px: 1 }}>
          <List sx={{ '--ListItem-radius': '6px' }}>
            {pages.map((item) => (
              <ListItem key={item.name}>
                <ListItemButton
                  selected={item.name === page}
                  aria-current={item.name === page ? 'page' : undefined}
                  onClick={() => {
                    setPage(item.name);
                    setOpen(false);
                  }}
                >
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.name}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
