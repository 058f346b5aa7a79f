import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/joy/Snackbar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SnackbarCloseReasons() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState<string[]>([]);

  const handleClose = (
    _event: React.SyntheticEvent | Event | null,
    reason: SnackbarCloseReason,
  ) => {
    // Keep the message when the reader clicks elsewhere on the page.
    if (reason === 'clickaway') {
      setLog((entries) => [...entries, 'clickaway (ignored)']);
      return;
    }
    setLog((entries) => [...entries, reason]);
    setOpen(false);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button onClick={() => setOpen(true)}>Send message</Button>
      <Typography level="body-sm">
        onClose reasons: {log.length > 0 ? log.join(', ') : 'none yet'}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        role="status"
      >
        Message sent to Priya.
      </Snackbar>
    </Stack>
  );
}
