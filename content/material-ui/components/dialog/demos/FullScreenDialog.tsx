import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Slide, { type SlideProps } from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

// forwardRef hands the dialog's ref to Slide (needed on React 17 and 18).
const SlideUp = React.forwardRef(function SlideUp(
  props: SlideProps,
  ref: React.Ref<unknown>,
) {
  return <Slide ref={ref} {...props} direction="up" />;
});

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open notification settings
      </Button>
      <Dialog
        fullScreen
        open={open}
        onClose={close}
        aria-labelledby="notification-settings-title"
        slots={{ transition: SlideUp }}
      >
        <AppBar sx={{ position: 'relative' }}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={close}
              aria-label="Close"
            >
              <CloseIcon />
            </IconButton>
            <Typography
              id="notification-settings-title"
              component="h2"
              variant="h6"
              sx={{ ml: 2, flex: 1 }}
            >
              Notification settings
            </Typography>
            <Button color="inherit" onClick={close}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <List>
          <ListItem disablePadding divider>
            <ListItemButton>
              <ListItemText primary="Ringtone" secondary="Marimba" />
            </ListItemButton>
          </ListItem>
          <ListItem disablePadding>
            <ListItemButton>
              <ListItemText primary="Quiet hours" secondary="22:00 to 07:00" />
            </ListItemButton>
          </ListItem>
        </List>
      </Dialog>
    </React.Fragment>
  );
}
