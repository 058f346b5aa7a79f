import * as React from 'react';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function BasicPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <div>
      <Button
        variant="outlined"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Delivery options
      </Button>
      <Popover
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id,
            role: 'dialog',
            'aria-label': 'Delivery options',
            sx: { p: 2 },
          },
        }}
      >
        <Typography variant="body2">Standard: 3–5 days, free over €40.</Typography>
        <Typography variant="body2">Express: next working day, €6.90.</Typography>
      </Popover>
    </div>
  );
}
