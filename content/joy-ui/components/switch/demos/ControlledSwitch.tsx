import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function ControlledSwitch() {
  const [away, setAway] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Typography
        component="label"
        endDecorator={
          <Switch
            checked={away}
            onChange={(event) => setAway(event.target.checked)}
          />
        }
      >
        Out-of-office reply
      </Typography>
      <Typography level="body-sm">
        {away
          ? 'Senders receive your automatic reply until you turn this off.'
          : 'Incoming mail is delivered as usual.'}
      </Typography>
    </Stack>
  );
}
