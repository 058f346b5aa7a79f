import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer, { type DrawerProps } from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

const notifications = [
  { title: 'Your order has shipped', detail: 'Arrives Thursday' },
  { title: 'Maya replied to your comment', detail: '5 minutes ago' },
  { title: 'Storage almost full', detail: '92% of 15 GB used' },
];

export default function AnchorTemporaryDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);

  const isHorizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button
          key={side}
          variant="outlined"
          onClick={() => {
            setAnchor(side);
            setOpen(true);
          }}
        >
          {side}
        </Button>
      ))}
      <Drawer
        anchor={anchor}
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { 'aria-labelledby': 'anchor-drawer-title' } }}
      >
        {/* Side drawers get a width; top and bottom ones span the screen. */}
        <Box sx={{ width: isHorizontal ? 'auto' : 280, p: 2 }}>
          <Typography id="anchor-drawer-title" variant="h6" component="p">
            Notifications
          </Typography>
          <List>
            {notifications.map((item) => (
              <ListItem key={item.title} disableGutters>
                <ListItemText primary={item.title} secondary={item.detail} />
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
