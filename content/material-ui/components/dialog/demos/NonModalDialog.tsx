import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NonModalDialog() {
  const [open, setOpen] = React.useState(false);
  // The dialog is portalled into this element, so the modal manager hides
  // nothing else from screen readers (it only hides the container's other children).
  const [host, setHost] = React.useState<HTMLDivElement | null>(null);
  const close = () => setOpen(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField label="Your post" multiline minRows={4} fullWidth />
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Formatting tips
      </Button>
      <div ref={setHost} />
      <Dialog
        open={open}
        onClose={(_event, reason) => {
          if (reason === 'escapeKeyDown') close();
        }}
        container={host}
        hideBackdrop
        disableEnforceFocus
        disableScrollLock
        aria-modal={false}
        maxWidth="xs"
        // Clicks go through the full-window root and container to the page;
        // only the paper takes them.
        sx={{ pointerEvents: 'none' }}
        slotProps={{
          container: { sx: { alignItems: 'flex-end', justifyContent: 'flex-end' } },
          paper: { elevation: 8, sx: { pointerEvents: 'auto', m: 2 } },
        }}
      >
        <DialogTitle>Formatting tips</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Wrap a word in *stars* for italics and in **double stars** for bold.
            Start a line with a dash to make a list. Keep writing: this panel stays
            open.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Close</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
