import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';

export default function UnderlineLink() {
  // The demo stays on this page; in an app the links navigate.
  const preventDefault = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ flexWrap: 'wrap', typography: 'body1' }}
      onClick={preventDefault}
    >
      <Link href="/help/returns">Returns policy</Link>
      <Link href="/help/shipping" underline="hover">
        Shipping rates
      </Link>
      <Link href="/help/privacy" underline="none">
        Privacy notice
      </Link>
    </Stack>
  );
}
