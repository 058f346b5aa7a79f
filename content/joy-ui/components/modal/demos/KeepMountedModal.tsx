import * as React from 'react';
import FeedbackIcon from '@mui/icons-material/Feedback';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<FeedbackIcon />}
        onClick={() => setOpen(true)}
      >
        Send feedback
      </Button>
      {/* Closed, the dialog stays in the DOM: the unsent text survives. */}
      <Modal keepMounted open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Send feedback</DialogTitle>
          <DialogContent>
            What should we improve? Your note is kept if you close this window.
          </DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              event.currentTarget.reset();
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl>
                <FormLabel>Feedback</FormLabel>
                <Textarea name="feedback" minRows={3} required />
              </FormControl>
              <Button type="submit">Send</Button>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
