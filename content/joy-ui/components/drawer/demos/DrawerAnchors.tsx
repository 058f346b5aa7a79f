import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Anchor = NonNullable<DrawerProps['anchor']>;

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];

const notifications = [
  { title: 'Your order has shipped', detail: 'Arrives Thursday' },
  { title: 'Priya commented on "Spring launch"', detail: '5 minutes ago' },
  { title: 'Storage almost full', detail: '92% of 15 GB used' },
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function DrawerAnchors({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((side) => (
        <Button
          key={side}
          variant="outlined"
          color="neutral"
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
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Notifications</DialogTitle>
        <List>
          {notifications.map((item) => (
            <ListItem key={item.title}>
              <ListItemContent>
                <Typography level="title-sm">{item.title}</Typography>
                <Typography level="body-sm">{item.detail}</Typography>
              </ListItemContent>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Stack>
  );
}
