import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const rules = [
  'Check-in is from 15:00 and check-out by 11:00. Ask us a day ahead if you need another time.',
  'Quiet hours run from 22:00 to 08:00. The walls are thin and the neighbours start work early.',
  'Smoking is not allowed anywhere inside, including on the balcony.',
  'Dogs are welcome with a cleaning fee of 20 euros. Please keep them off the sofa and beds.',
  'Sort the rubbish: glass, paper and packaging go in the labelled bins in the courtyard.',
  'The heating is set by a thermostat in the hall. Please turn it down when you go out.',
  'Towels and bed linen are provided. Beach towels are in the cupboard by the door.',
  'Report anything broken so we can fix it before the next guests arrive.',
  'Parties and events need our written permission in advance.',
  'The wifi password is on the card under the router in the living room.',
  'Bicycles can be stored in the shed; the code for the lock is in the welcome folder.',
  'Please do not move the furniture between rooms.',
  'The dishwasher tablets are under the sink. Run it before you leave.',
  'Close the windows when it rains; the sills are wooden and swell when wet.',
  'Leave the keys in the box by the front door and lock it when you leave.',
];

export default function ScrollDialog() {
  const [open, setOpen] = React.useState(false);
  const [scroll, setScroll] = React.useState<DialogProps['scroll']>('paper');
  const openWith = (value: DialogProps['scroll']) => {
    setScroll(value);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => openWith('paper')}>
        scroll=paper
      </Button>
      <Button variant="outlined" onClick={() => openWith('body')}>
        scroll=body
      </Button>
      <Dialog open={open} onClose={close} scroll={scroll}>
        <DialogTitle>House rules</DialogTitle>
        {/* With scroll="paper" the content scrolls on its own, so keyboard users must be able to focus it. */}
        <DialogContent
          dividers={scroll === 'paper'}
          tabIndex={scroll === 'paper' ? 0 : undefined}
        >
          {rules.map((rule) => (
            <Typography key={rule} sx={{ mb: 2 }}>
              {rule}
            </Typography>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Decline</Button>
          <Button onClick={close}>Accept</Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
