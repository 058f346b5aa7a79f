import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  // The portal target sits outside the listener's element in the DOM.
  const [target, setTarget] = React.useState<HTMLElement | null>(null);
  const panelId = React.useId();

  return (
    <Box sx={{ maxWidth: 360 }}>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <Box>
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => setOpen((previous) => !previous)}
          >
            Filter hotels
          </Button>
          {open && target ? (
            <Portal container={target}>
              <Paper id={panelId} variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Rendered in another DOM node, still inside the listener.
                </Typography>
                <FormGroup>
                  <FormControlLabel
                    control={<Checkbox />}
                    label="Free cancellation"
                  />
                  <FormControlLabel
                    control={<Checkbox />}
                    label="Breakfast included"
                  />
                </FormGroup>
              </Paper>
            </Portal>
          ) : null}
        </Box>
      </ClickAwayListener>
      <Box ref={setTarget} sx={{ mt: 1 }} />
    </Box>
  );
}
