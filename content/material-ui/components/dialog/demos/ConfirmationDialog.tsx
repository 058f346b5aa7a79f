import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const timeZones = [
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Helsinki',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Los_Angeles',
];

export default function ConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [timeZone, setTimeZone] = React.useState('Europe/Paris');
  // The choice in the dialog is a draft until OK is pressed.
  const [draft, setDraft] = React.useState(timeZone);

  const openDialog = () => {
    setDraft(timeZone);
    setOpen(true);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Time zone: {timeZone}
      </Typography>
      <Button variant="outlined" onClick={openDialog}>
        Change time zone
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby="time-zone-dialog-title"
      >
        <DialogTitle id="time-zone-dialog-title">Time zone</DialogTitle>
        <DialogContent dividers>
          <RadioGroup
            aria-labelledby="time-zone-dialog-title"
            name="time-zone"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          >
            {timeZones.map((zone) => (
              <FormControlLabel
                key={zone}
                value={zone}
                control={<Radio />}
                label={zone.replace('_', ' ')}
              />
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            onClick={() => {
              setTimeZone(draft);
              setOpen(false);
            }}
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
