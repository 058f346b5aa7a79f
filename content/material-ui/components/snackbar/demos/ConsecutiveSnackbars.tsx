import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);

  const enqueue = (text: string) => {
    const message = { key: Date.now(), text };
    if (current === null) {
      setCurrent(message);
      setOpen(true);
      return;
    }
    setQueue((previous) => [...previous, message]);
    // Close the message on screen to make room; the next one opens once it has left.
    setOpen(false);
  };

  const showNext = () => {
    const [next, ...rest] = queue;
    setCurrent(next ?? null);
    setQueue(rest);
    setOpen(next !== undefined);
  };

  const handleClose = (
    _event: React.SyntheticEvent | Event | null,
    reason?: SnackbarCloseReason,
  ) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => enqueue('Photo uploaded')}>
        Upload a photo
      </Button>
      <Button variant="outlined" onClick={() => enqueue('Album shared with Grace')}>
        Share the album
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        slotProps={{ transition: { onExited: showNext } }}
        message={current?.text}
      />
    </Stack>
  );
}
