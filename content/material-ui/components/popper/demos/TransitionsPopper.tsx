import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function TransitionsPopper() {
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
        Size guide
      </Button>
      {/* With `transition`, the Popper stays mounted until the Fade has finished. */}
      <Popper id={id} open={open} anchorEl={anchorEl} transition>
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={350}>
            <Paper variant="outlined" sx={{ p: 2, mt: 1, maxWidth: 280 }}>
              <Typography variant="body2">
                Medium fits a chest of 96–101 cm. If you are between sizes, take the
                larger one.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
