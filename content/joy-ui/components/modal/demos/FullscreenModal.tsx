import * as React from 'react';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function FullscreenModal({ window }: Props) {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button startDecorator={<EditIcon />} onClick={() => setOpen(true)}>
        New message
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        container={window ? () => window().document.body : undefined}
      >
        <ModalDialog layout="fullscreen">
          <ModalClose aria-label="Close" />
          <DialogTitle>New message</DialogTitle>
          <DialogContent sx={{ flex: 'none' }}>
            Everyone on the Harbor Street project gets a copy.
          </DialogContent>
          <Stack spacing={2} sx={{ flex: 1 }}>
            <FormControl>
              <FormLabel>Subject</FormLabel>
              <Input defaultValue="Site visit moved to Thursday" />
            </FormControl>
            <FormControl sx={{ flex: 1 }}>
              <FormLabel>Message</FormLabel>
              <Textarea minRows={4} sx={{ flex: 1 }} />
            </FormControl>
          </Stack>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Send</Button>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Save draft
            </Button>
          </DialogActions>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
