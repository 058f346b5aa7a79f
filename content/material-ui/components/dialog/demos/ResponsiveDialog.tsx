import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review the new terms
      </Button>
      <Dialog fullScreen={fullScreen} open={open} onClose={close}>
        <DialogTitle>Our terms change on 1 September</DialogTitle>
        <DialogContent>
          <DialogContentText>
            We now keep invoices for ten years instead of seven, as the law requires.
            Nothing else changes for your account.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Remind me later</Button>
          <Button onClick={close} autoFocus>
            Got it
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
