import * as React from 'react';
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
import Typography from '@mui/joy/Typography';

export default function NestedModals() {
  const [name, setName] = React.useState('Maya Chen');
  const [draft, setDraft] = React.useState(name);
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);

  // Closing with unsaved changes opens a second modal on top of the first.
  const requestClose = () =>
    draft === name ? setEditing(false) : setConfirming(true);
  const discard = () => {
    setConfirming(false);
    setEditing(false);
    setDraft(name);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>Signed in as {name}</Typography>
      <Button variant="outlined" onClick={() => setEditing(true)}>
        Edit profile
      </Button>
      <Modal open={editing} onClose={requestClose}>
        <ModalDialog>
          <ModalClose aria-label="Close" />
          <DialogTitle>Edit profile</DialogTitle>
          <DialogContent>
            Your name appears on comments and shared boards.
          </DialogContent>
          <FormControl>
            <FormLabel>Display name</FormLabel>
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
          </FormControl>
          <DialogActions>
            <Button
              onClick={() => {
                setName(draft);
                setEditing(false);
              }}
            >
              Save
            </Button>
            <Button variant="plain" color="neutral" onClick={requestClose}>
              Cancel
            </Button>
          </DialogActions>
          <Modal open={confirming} onClose={() => setConfirming(false)}>
            <ModalDialog role="alertdialog" size="sm">
              <DialogTitle>Discard changes?</DialogTitle>
              <DialogContent>
                Your new display name has not been saved.
              </DialogContent>
              <DialogActions>
                <Button color="danger" onClick={discard}>
                  Discard
                </Button>
                <Button
                  variant="plain"
                  color="neutral"
                  onClick={() => setConfirming(false)}
                >
                  Keep editing
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
