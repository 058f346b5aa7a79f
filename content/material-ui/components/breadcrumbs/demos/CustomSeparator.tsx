import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

export default function CustomSeparator() {
  // The demo stays on this page; in an app the links navigate.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Stack spacing={2} onClick={handleClick}>
      <Breadcrumbs aria-label="Documentation breadcrumb" separator="›">
        <Link underline="hover" color="inherit" href="/docs">
          Docs
        </Link>
        <Link underline="hover" color="inherit" href="/docs/guides">
          Guides
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Deploying</Typography>
      </Breadcrumbs>
      <Breadcrumbs
        aria-label="Account breadcrumb"
        separator={<NavigateNextIcon fontSize="small" />}
      >
        <Link underline="hover" color="inherit" href="/account">
          Account
        </Link>
        <Link underline="hover" color="inherit" href="/account/settings">
          Settings
        </Link>
        <Typography sx={{ color: 'text.primary' }}>Notifications</Typography>
      </Breadcrumbs>
    </Stack>
  );
}
