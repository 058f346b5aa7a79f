import * as React from 'react';
import Close from '@mui/icons-material/Close';
import SyncProblem from '@mui/icons-material/SyncProblem';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Snackbar from '@mui/joy/Snackbar';

export default function DismissibleSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Sync files
      </Button>
      {/* No autoHideDuration: it stays until the reader closes it. */}
      <Snackbar
        open={open}
        color="danger"
        variant="outlined"
        role="alert"
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        startDecorator={<SyncProblem />}
        endDecorator={
          <IconButton
            aria-label="Close sync error"
            variant="plain"
            color="danger"
            onClick={() => setOpen(false)}
          >
            <Close />
          </IconButton>
        }
      >
        3 files couldn’t sync: the shared drive is full.
      </Snackbar>
    </React.Fragment>
  );
}
