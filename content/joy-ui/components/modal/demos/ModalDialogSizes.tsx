import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Size = 'sm' | 'md' | 'lg';

const sizes: { size: Size; label: string }[] = [
  { size: 'sm', label: 'Small' },
  { size: 'md', label: 'Medium' },
  { size: 'lg', label: 'Large' },
];

export default function ModalDialogSizes() {
  const [open, setOpen] = React.useState(false);
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {sizes.map((item) => (
        <Button
          key={item.size}
          size={item.size}
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
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog size={size}>
          <ModalClose aria-label="Close" />
          <DialogTitle>Sign out everywhere?</DialogTitle>
          <DialogContent>
            You will be signed out on 3 other devices, including the phone you used
            yesterday.
          </DialogContent>
          <DialogActions>
            <Button size={size} onClick={() => setOpen(false)}>
              Sign out
            </Button>
            <Button
              size={size}
              variant="plain"
              color="neutral"
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
