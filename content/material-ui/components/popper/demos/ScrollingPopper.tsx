import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const stops = [
  'Amsterdam Centraal',
  'Utrecht',
  'Arnhem',
  'Oberhausen',
  'Duisburg',
  'Düsseldorf',
  'Cologne',
];

// Declared once: a new array on each render would rebuild the Popper.js instance.
const modifiers = [
  { name: 'offset', options: { offset: [0, 8] } },
  { name: 'hide', enabled: true },
];

export default function ScrollingPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <Box
      tabIndex={0}
      aria-label="Train timetable"
      role="region"
      sx={{
        height: 220,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ p: 2, pb: 24 }}>
        {stops.slice(0, 3).map((stop) => (
          <Typography key={stop} sx={{ py: 1 }}>
            {stop}
          </Typography>
        ))}
        <Button
          variant="outlined"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        >
          Change trains in Oberhausen
        </Button>
        {stops.slice(4).map((stop) => (
          <Typography key={stop} sx={{ py: 1 }}>
            {stop}
          </Typography>
        ))}
      </Box>
      <Popper
        id={id}
        open={open}
        anchorEl={anchorEl}
        placement="right"
        modifiers={modifiers}
        // The hide modifier marks the popper once its anchor has scrolled out of view.
        sx={{ '&[data-popper-reference-hidden]': { visibility: 'hidden' } }}
      >
        <Paper variant="outlined" sx={{ p: 1.5, maxWidth: 220 }}>
          <Typography variant="body2">8 minutes to reach platform 4.</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
