import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledTextFields() {
  const [title, setTitle] = React.useState('The Left Hand of Darkness');

  return (
    <Stack spacing={2} sx={{ width: 320, maxWidth: '100%' }}>
      <TextField
        id="controlled-title"
        label="Controlled"
        value={title}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          setTitle(event.target.value);
        }}
      />
      <Typography variant="body2">Characters: {title.length}</Typography>
      <TextField
        id="uncontrolled-title"
        label="Uncontrolled"
        defaultValue="A Wizard of Earthsea"
      />
    </Stack>
  );
}
