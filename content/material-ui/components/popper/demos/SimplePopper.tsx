import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function SimplePopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const id = React.useId();

  return (
    <Box>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        Return policy
      </Button>
      <Popper id={id} open={open} anchorEl={anchorEl}>
        <Paper variant="outlined" sx={{ p: 2, mt: 1, maxWidth: 280 }}>
          <Typography variant="body2">
            Send items back within 30 days in their original packaging for a full
            refund.
          </Typography>
        </Paper>
      </Popper>
    </Box>
  );
}
