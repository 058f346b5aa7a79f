import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function UsageFirstComponent() {
  const [subscribed, setSubscribed] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant={subscribed ? 'outlined' : 'solid'}
        onClick={() => setSubscribed((value) => !value)}
      >
        {subscribed ? 'Unsubscribe' : 'Subscribe to the weekly digest'}
      </Button>
      <Typography level="body-sm" role="status">
        {subscribed
          ? 'Subscribed: the next digest arrives on Monday.'
          : 'You are not subscribed.'}
      </Typography>
    </Stack>
  );
}
