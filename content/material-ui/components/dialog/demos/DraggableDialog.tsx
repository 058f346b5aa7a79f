import * as React from 'react';
import Draggable from 'react-draggable';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper, { type PaperProps } from '@mui/material/Paper';

// React 19 has no findDOMNode, so Draggable must be given the node through nodeRef.
function DraggablePaper(props: PaperProps) {
  const nodeRef = React.useRef<HTMLDivElement>(null);
  return (
    <Draggable
      nodeRef={nodeRef}
      handle="#invoice-dialog-title"
      cancel='[class*="MuiDialogContent-root"]'
    >
      <Paper {...props} ref={nodeRef} />
    </Draggable>
  );
}

export default function DraggableDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review invoice
      </Button>
      <Dialog
        open={open}
        onClose={close}
        PaperComponent={DraggablePaper}
        aria-labelledby="invoice-dialog-title"
      >
        <DialogTitle id="invoice-dialog-title" sx={{ cursor: 'move' }}>
          Invoice INV-2291
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Northwind Traders billed 1,240.00 EUR for 40 hours of consulting in
            March. Drag this window by its title to see the page behind it.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Dispute</Button>
          <Button onClick={close}>Approve</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
