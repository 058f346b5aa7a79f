import * as React from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import WarningRoundedIcon from '@mui/icons-material/WarningRounded';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function AlertDialogModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="outlined"
        color="danger"
        startDecorator={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
      >
        Delete board
      </Button>
      <Typography role="status" level="body-sm">
        {deleted ? 'The Q3 roadmap board was deleted.' : ''}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog variant="outlined" role="alertdialog">
          <DialogTitle>
            <WarningRoundedIcon />
            Delete this board?
          </DialogTitle>
          <Divider />
          <DialogContent>
            The Q3 roadmap board and its 48 cards will be deleted for everyone on the
            team. This can&apos;t be undone.
          </DialogContent>
          <DialogActions>
            <Button
              color="danger"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Delete board
            </Button>
            {/* The least destructive action gets focus when the dialog opens. */}
            <Button
              variant="plain"
              color="neutral"
              autoFocus
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
