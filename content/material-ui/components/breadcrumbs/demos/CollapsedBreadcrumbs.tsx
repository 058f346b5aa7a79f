import * as React from 'react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const folders = [
  { name: 'My drive', href: '/drive' },
  { name: 'Projects', href: '/drive/projects' },
  { name: 'Kitchen renovation', href: '/drive/projects/kitchen' },
  { name: 'Quotes', href: '/drive/projects/kitchen/quotes' },
  { name: '2025', href: '/drive/projects/kitchen/quotes/2025' },
];

export default function CollapsedBreadcrumbs() {
  // The demo stays on this page; in an app the links navigate.
  const handleClick = (event: React.MouseEvent<HTMLElement>) => {
    event.preventDefault();
  };

  return (
    <Breadcrumbs
      aria-label="Folder breadcrumb"
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      onClick={handleClick}
    >
      {folders.map((folder) => (
        <Link key={folder.href} underline="hover" color="inherit" href={folder.href}>
          {folder.name}
        </Link>
      ))}
      <Typography sx={{ color: 'text.primary' }}>Plumber.pdf</Typography>
    </Breadcrumbs>
  );
}
