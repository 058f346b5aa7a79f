import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import MailIcon from '@mui/icons-material/Mail';

const targets = [
  { name: 'Copy link', icon: <ContentCopyIcon /> },
  { name: 'Email', icon: <MailIcon /> },
  { name: 'Message', icon: <ChatIcon /> },
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function SwipeableEdgeDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Typography sx={{ mb: 2 }}>
        On a touch screen, swipe up from the bottom edge to open the sheet.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share
      </Button>
      <SwipeableDrawer
        container={window ? () => window().document.body : undefined}
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            'aria-label': 'Share',
            sx: { borderTopLeftRadius: 12, borderTopRightRadius: 12 },
          },
        }}
      >
        {/* A grab handle hints that the sheet can be dragged. */}
        <Box
          sx={{
            width: 32,
            height: 4,
            borderRadius: 2,
            bgcolor: 'divider',
            mx: 'auto',
            mt: 1,
          }}
        />
        <List>
          {targets.map((target) => (
            <ListItem key={target.name} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemIcon>{target.icon}</ListItemIcon>
                <ListItemText primary={target.name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </div>
  );
}
