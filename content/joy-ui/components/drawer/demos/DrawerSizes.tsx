import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Size = 'sm' | 'md' | 'lg';

const sizes: { size: Size; label: string }[] = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
];

const cart = [
  { name: 'Linen shirt, sage, M', price: '$64.00' },
  { name: 'Canvas tote bag', price: '$28.00' },
  { name: 'Wool socks, 2 pairs', price: '$18.00' },
];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function DrawerSizes({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack direction="row" spacing={1}>
      {sizes.map((item) => (
        <Button
          key={item.size}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setSize(item.size);
            setOpen(true);
          }}
        >
          {item.label}
        </Button>
      ))}
      <Drawer
        anchor="right"
        size={size}
        open={open}
        onClose={() => setOpen(false)}
        container={window ? () => window().document.body : undefined}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Your cart</DialogTitle>
        <List aria-label="Items in your cart" sx={{ flex: 'none' }}>
          {cart.map((item) => (
            <ListItem key={item.name}>
              <ListItemContent>{item.name}</ListItemContent>
              <Typography>{item.price}</Typography>
            </ListItem>
          ))}
        </List>
        <Divider sx={{ mt: 'auto' }} />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Typography level="title-md">Subtotal: $110.00</Typography>
          <Button onClick={() => setOpen(false)}>Check out</Button>
        </Stack>
      </Drawer>
    </Stack>
  );
}
