import * as React from 'react';
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import BrightwakeLogo from './BrightwakeLogo';
import { SIGNUP_ID, sections } from './data';

const DRAWER_ID = 'marketing-nav-drawer';

export default function AppNavBar() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2 }}>
          <Link href="#top" underline="none" sx={{ display: 'flex', mr: 'auto' }}>
            <BrightwakeLogo />
          </Link>
          <Box
            component="nav"
            aria-label="Sections"
            sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}
          >
            {sections.map((section) => (
              <Button key={section.id} href={`#${section.id}`} color="inherit">
                {section.label}
              </Button>
            ))}
          </Box>
          <Button
            href={`#${SIGNUP_ID}`}
            variant="contained"
            sx={{ display: { xs: 'none', sm: 'inline-flex' }, flexShrink: 0 }}
          >
            Start free trial
          </Button>
          <IconButton
            edge="end"
            aria-label="Open menu"
            aria-controls={open ? DRAWER_ID : undefined}
            aria-expanded={open}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer
        anchor="top"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: DRAWER_ID, 'aria-label': 'Menu' } }}
        sx={{ display: { md: 'none' } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label="Close menu" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Sections">
          <List>
            {sections.map((section) => (
              <ListItem key={section.id} disablePadding>
                <ListItemButton
                  component="a"
                  href={`#${section.id}`}
                  onClick={close}
                >
                  <ListItemText primary={section.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button
            href={`#${SIGNUP_ID}`}
            variant="contained"
            fullWidth
            onClick={close}
          >
            Start free trial
          </Button>
        </Box>
      </Drawer>
    </AppBar>
  );
}
