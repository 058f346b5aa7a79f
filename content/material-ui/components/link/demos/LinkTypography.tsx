import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkTypography() {
  // The demo stays on this page; in an app the links navigate.
  const preventDefault = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} onClick={preventDefault}>
      <Typography variant="body1">
        Read the <Link href="/guides/composting">composting guide</Link> before you
        order a bin.
      </Typography>
      <Link href="/guides/composting" variant="h6" underline="hover">
        A beginner&apos;s guide to composting
      </Link>
      <Link href="/terms" variant="caption" color="text.secondary">
        Terms of sale
      </Link>
    </Stack>
  );
}
