import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSubscribed(String(data.get('email')));
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Subscribe
      </Button>
      {subscribed ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Subscribed: {subscribed}
        </Typography>
      ) : null}
      <Dialog open={open} onClose={() => setOpen(false)}>
        <form onSubmit={handleSubmit}>
          <DialogTitle>Subscribe to the monthly newsletter</DialogTitle>
          <DialogContent>
            <DialogContentText>
              One email a month with new recipes and seasonal menus. You can
              unsubscribe from any issue.
            </DialogContentText>
            <TextField
              autoFocus
              required
              fullWidth
              margin="dense"
              name="email"
              type="email"
              label="Email address"
              variant="standard"
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit">Subscribe</Button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
