import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide, { type SlideProps } from '@mui/material/Slide';

// Defined outside the demo so it keeps its identity across renders. forwardRef passes
// the dialog's ref on to Slide, which React 17 and 18 need (React 19 passes it as a prop).
const SlideUp = React.forwardRef(function SlideUp(
  props: SlideProps,
  ref: React.Ref<unknown>,
) {
  return <Slide ref={ref} {...props} direction="up" />;
});

export default function TransitionDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Turn on location
      </Button>
      <Dialog open={open} onClose={close} slots={{ transition: SlideUp }}>
        <DialogTitle>Share your location with this site?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We use it to show the bike stations nearest to you. You can turn it off
            at any time in your browser settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Not now</Button>
          <Button onClick={close}>Allow</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
