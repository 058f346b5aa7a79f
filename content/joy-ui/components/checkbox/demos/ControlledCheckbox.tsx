import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function ControlledCheckbox() {
  const [remember, setRemember] = React.useState(true);

  return (
    <Stack spacing={1}>
      <Checkbox
        label="Remember this device for 30 days"
        checked={remember}
        onChange={(event) => setRemember(event.target.checked)}
      />
      <Typography level="body-sm">
        {remember
          ? 'You will not be asked for a code on this device.'
          : 'You will be asked for a code at every sign-in.'}
      </Typography>
    </Stack>
  );
}
