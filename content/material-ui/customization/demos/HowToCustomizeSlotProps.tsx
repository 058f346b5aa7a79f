import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

const MAX_LENGTH = 20;

export default function HowToCustomizeSlotProps() {
  const [username, setUsername] = React.useState('ana.ferreira');

  return (
    <TextField
      label="Username"
      value={username}
      onChange={(event) => setUsername(event.target.value)}
      helperText={`${username.length} / ${MAX_LENGTH}`}
      sx={{ width: 320, maxWidth: '100%' }}
      slotProps={{
        // The native <input> element: HTML attributes go here.
        htmlInput: { maxLength: MAX_LENGTH, spellCheck: false },
        // The OutlinedInput component that wraps it.
        input: {
          startAdornment: <InputAdornment position="start">@</InputAdornment>,
        },
        // Any slot also takes `sx` and `className`.
        formHelperText: { sx: { textAlign: 'end', mx: 0 } },
      }}
    />
  );
}
