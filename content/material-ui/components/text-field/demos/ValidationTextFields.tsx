import * as React from 'react';
import TextField from '@mui/material/TextField';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ValidationTextFields() {
  const [email, setEmail] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const invalid = touched && !EMAIL_PATTERN.test(email);

  return (
    <TextField
      id="validation-email"
      label="Email address"
      type="email"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      onBlur={() => setTouched(true)}
      error={invalid}
      helperText={
        invalid
          ? 'Enter an address like name@example.com.'
          : 'We send the receipt here.'
      }
      sx={{ width: 320, maxWidth: '100%' }}
    />
  );
}
