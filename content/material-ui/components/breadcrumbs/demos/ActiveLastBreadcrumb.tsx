import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';

export default function ActiveLastBreadcrumb() {
  // The demo stays on this page; in an app the links navigate.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Breadcrumbs aria-label="Help centre breadcrumb" onClick={handleClick}>
      <Link underline="hover" color="inherit" href="/">
        Help centre
      </Link>
      <Link underline="hover" color="inherit" href="/billing">
        Billing
      </Link>
      <Link
        underline="hover"
        color="text.primary"
        href="/billing/refunds"
        aria-current="page"
      >
        Refunds
      </Link>
    </Breadcrumbs>
  );
}
