import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper, { type PopperPlacementType } from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

const placements: PopperPlacementType[] = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  'left',
  'left-end',
  'right-start',
  'right',
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PositionedPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const open = Boolean(anchorEl);

  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 1 }}
    >
      {placements.map((option) => (
        <Button
          key={option}
          size="small"
          variant="outlined"
          aria-pressed={open && placement === option}
          onClick={(event) => {
            const target = event.currentTarget;
            const same = anchorEl === target;
            setAnchorEl(same ? null : target);
            setPlacement(option);
          }}
        >
          {option}
        </Button>
      ))}
      <Popper open={open} anchorEl={anchorEl} placement={placement}>
        <Paper variant="outlined" sx={{ p: 1, m: 1 }}>
          <Typography variant="body2">Placed at {placement}</Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
