import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const fields = [
  { name: 'name', label: 'Full name', required: true },
  { name: 'street', label: 'Street and number', required: true },
  { name: 'flat', label: 'Flat, floor (optional)' },
  { name: 'postcode', label: 'Postcode', required: true },
  { name: 'city', label: 'City', required: true },
  { name: 'phone', label: 'Phone for the driver', type: 'tel' },
];

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [address, setAddress] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!(form instanceof HTMLFormElement)) return;
    const data = new FormData(form);
    setAddress(`${data.get('name')}, ${data.get('street')}, ${data.get('city')}`);
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change delivery address
      </Button>
      {address ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Delivering to: {address}
        </Typography>
      ) : null}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="xs"
        fullWidth
        // The paper itself is the <form>: it stays the flex column that lets
        // DialogContent scroll while the title and the buttons stay in view.
        slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
      >
        <DialogTitle>Delivery address</DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 1 }}>
            We deliver Monday to Saturday between 8:00 and 18:00.
          </DialogContentText>
          {fields.map((field, index) => (
            <TextField
              key={field.name}
              {...field}
              autoFocus={index === 0}
              fullWidth
              margin="dense"
            />
          ))}
          <TextField
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            name="notes"
            label="Delivery notes"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Save address</Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
