import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import ParkIcon from '@mui/icons-material/Park';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';

export default function IconBreadcrumbs() {
  // The demo stays on this page; in an app the links navigate.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Breadcrumbs aria-label="Outdoor breadcrumb" onClick={handleClick}>
      <Link
        underline="hover"
        color="inherit"
        href="/"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Home
      </Link>
      <Link
        underline="hover"
        color="inherit"
        href="/outdoor"
        sx={{ display: 'flex', alignItems: 'center' }}
      >
        <ParkIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Outdoor
      </Link>
      <Typography
        sx={{ color: 'text.primary', display: 'flex', alignItems: 'center' }}
      >
        <LocalFloristIcon sx={{ mr: 0.5 }} fontSize="inherit" />
        Flower seeds
      </Typography>
    </Breadcrumbs>
  );
}
