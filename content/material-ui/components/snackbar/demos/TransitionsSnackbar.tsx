import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Grow from '@mui/material/Grow';
import Slide from '@mui/material/Slide';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

// Snackbar sets Slide's direction itself: up from the bottom edge, down from the top.
const transitions = { Grow, Fade, Slide };
type TransitionName = keyof typeof transitions;

export default function TransitionsSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState<TransitionName>('Grow');

  const show = (transition: TransitionName) => {
    setName(transition);
    setOpen(true);
  };

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => show('Grow')}>
        Grow
      </Button>
      <Button variant="outlined" onClick={() => show('Fade')}>
        Fade
      </Button>
      <Button variant="outlined" onClick={() => show('Slide')}>
        Slide
      </Button>
      <Snackbar
        key={name}
        open={open}
        onClose={() => setOpen(false)}
        autoHideDuration={3000}
        slots={{ transition: transitions[name] }}
        message={`Playlist saved (${name} transition)`}
      />
    </Stack>
  );
}
