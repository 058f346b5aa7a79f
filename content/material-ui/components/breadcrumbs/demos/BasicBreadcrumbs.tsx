import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  // The demo stays on this page; in an app the links navigate.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Breadcrumbs aria-label="Shop breadcrumb" onClick={handleClick}>
      <Link underline="hover" color="inherit" href="/">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="/garden">
        Garden
      </Link>
      <Typography sx={{ color: 'text.primary' }}>Watering cans</Typography>
    </Breadcrumbs>
  );
}
