import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function LeadingEdgeClickAway() {
  const [open, setOpen] = React.useState(false);
  const panelId = React.useId();

  return (
    // Closes when the press starts outside, not when the click ends.
    <ClickAwayListener
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
      onClickAway={() => setOpen(false)}
    >
      <Box sx={{ maxWidth: 360 }}>
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((previous) => !previous)}
        >
          Opening hours
        </Button>
        {open ? (
          <Paper id={panelId} variant="outlined" sx={{ mt: 1, p: 2 }}>
            <Typography variant="body2">Monday to Friday: 8:00–18:00</Typography>
            <Typography variant="body2">Saturday: 9:00–13:00</Typography>
            <Typography variant="body2">Sunday: closed</Typography>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
