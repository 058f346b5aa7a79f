import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function NewsletterPaper() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <Paper
      component="form"
      aria-labelledby="newsletter-title"
      variant="outlined"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setSubscribed(true);
      }}
      sx={{ p: 3, maxWidth: 420 }}
    >
      <Typography id="newsletter-title" variant="h6" component="p">
        The weekly reading list
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Five new books every Friday, picked by our librarians.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label="Email address"
          type="email"
          size="small"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0 }}>
          Subscribe
        </Button>
      </Stack>
      {/* Always rendered, so screen readers announce the text when it appears. */}
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {subscribed ? 'Thanks! Check your inbox to confirm.' : ''}
      </Typography>
    </Paper>
  );
}
