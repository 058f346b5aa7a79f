import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SignUpForm() {
  const [email, setEmail] = React.useState('');
  const [submitted, setSubmitted] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  return (
    <Stack
      component="form"
      spacing={2}
      sx={{ width: '100%', maxWidth: 360 }}
      onSubmit={handleSubmit}
    >
      <TextField
        label="Email address"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField label="Password" type="password" required />
      <FormControlLabel control={<Checkbox />} label="Send me product news" />
      <Button type="submit" variant="contained">
        Create account
      </Button>
      {submitted ? (
        <Alert severity="success">
          An account for {email} would be created now.
        </Alert>
      ) : null}
    </Stack>
  );
}
