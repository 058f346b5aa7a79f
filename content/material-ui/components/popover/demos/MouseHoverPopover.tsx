import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function MouseHoverPopover() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <div>
      <Typography
        aria-owns={open ? id : undefined}
        onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
        onMouseLeave={() => setAnchorEl(null)}
        sx={{ display: 'inline-block' }}
      >
        Hover over this line to see the opening hours.
      </Typography>
      <Popover
        id={id}
        // The popover must not catch the pointer, or the text would lose hover at once.
        sx={{ pointerEvents: 'none' }}
        open={open}
        anchorEl={anchorEl}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={() => setAnchorEl(null)}
        disableAutoFocus
        disableRestoreFocus
        disableScrollLock
        slotProps={{ paper: { sx: { p: 1.5 } } }}
      >
        <Typography variant="body2">Monday to Saturday, 9:00–19:00</Typography>
      </Popover>
    </div>
  );
}
