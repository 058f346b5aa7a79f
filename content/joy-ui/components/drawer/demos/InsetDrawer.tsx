import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function InsetDrawer({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Order #1042
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        container={window ? () => window().document.body : undefined}
        // The content slot becomes a transparent frame around a rounded panel.
        slotProps={{
          content: { sx: { bgcolor: 'transparent', p: 1.5, boxShadow: 'none' } },
        }}
      >
        <Sheet
          variant="outlined"
          sx={{
            position: 'relative',
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
            p: 2,
            borderRadius: 'md',
            boxShadow: 'lg',
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Order #1042</DialogTitle>
          <DialogContent sx={{ flex: 'none' }}>
            Placed on 12 March by Lena Fischer.
          </DialogContent>
          <Divider />
          <Typography>2 × Ceramic mug, speckled white</Typography>
          <Typography>1 × Pour-over coffee set</Typography>
          <Typography level="title-md" sx={{ mt: 'auto' }}>
            Total: $86.00
          </Typography>
          <Button onClick={() => setOpen(false)}>Mark as shipped</Button>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
