import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ColorLinks() {
  // The demo stays on this page; in an app the links navigate.
  const preventDefault = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Stack spacing={2} onClick={preventDefault}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="/account">Account</Link>
        <Link href="/orders" color="secondary">
          Orders
        </Link>
        <Link href="/settings" color="text.secondary">
          Settings
        </Link>
      </Stack>
      <Typography sx={{ color: 'text.secondary' }}>
        Your parcel is on its way.{' '}
        <Link href="/orders/4821" color="inherit">
          Track order 4821
        </Link>
      </Typography>
    </Stack>
  );
}
