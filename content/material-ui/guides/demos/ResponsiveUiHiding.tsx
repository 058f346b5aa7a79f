import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { label: 'Share', icon: <ShareIcon /> },
  { label: 'Download', icon: <DownloadIcon /> },
  { label: 'Print', icon: <PrintIcon /> },
];

export default function ResponsiveUiHiding() {
  return (
    <Stack direction="row" spacing={1} aria-label="Document actions" role="toolbar">
      {actions.map((action) => (
        <React.Fragment key={action.label}>
          <IconButton
            aria-label={action.label}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            {action.icon}
          </IconButton>
          <Button
            variant="outlined"
            startIcon={action.icon}
            sx={{ display: { xs: 'none', md: 'inline-flex' } }}
          >
            {action.label}
          </Button>
        </React.Fragment>
      ))}
    </Stack>
  );
}
