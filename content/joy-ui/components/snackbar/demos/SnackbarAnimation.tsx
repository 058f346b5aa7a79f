import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

const duration = 500;

export default function SnackbarAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Save settings
      </Button>
      <Snackbar
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        role="status"
        // Unmounts `duration` ms after `open` turns false, when the exit animation ends.
        animationDuration={duration}
        sx={{
          '@keyframes settings-in': {
            from: { opacity: 0, transform: 'scale(0.9)' },
            to: { opacity: 1, transform: 'scale(1)' },
          },
          '@keyframes settings-out': {
            from: { opacity: 1, transform: 'scale(1)' },
            to: { opacity: 0, transform: 'scale(0.9)' },
          },
          animation: `${open ? 'settings-in' : 'settings-out'} ${duration}ms ease forwards`,
        }}
      >
        Settings saved.
      </Snackbar>
    </React.Fragment>
  );
}
