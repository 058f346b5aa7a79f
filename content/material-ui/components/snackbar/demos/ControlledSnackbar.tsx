import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';

export default function ControlledSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [lastReason, setLastReason] = React.useState<string>('none yet');

  const handleClose = (
    _event: React.SyntheticEvent | Event | null,
    reason: SnackbarCloseReason,
  ) => {
    setLastReason(reason);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy link
      </Button>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last close reason: {lastReason}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        message="Link copied to the clipboard"
      />
    </div>
  );
}
