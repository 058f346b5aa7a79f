import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import FocusTrap from '@mui/material/Unstable_TrapFocus';

export default function FocusTrapForm() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit delivery address
      </Button>
      {open ? (
        <FocusTrap open>
          <Box
            tabIndex={-1}
            role="group"
            aria-label="Delivery address"
            sx={{
              mt: 2,
              p: 2,
              display: 'grid',
              gap: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Tab and Shift+Tab stay inside this box until you press Save.
            </Typography>
            <TextField label="Street and number" size="small" />
            <TextField label="Postcode" size="small" />
            <Button variant="contained" onClick={() => setOpen(false)}>
              Save
            </Button>
          </Box>
        </FocusTrap>
      ) : null}
    </Box>
  );
}
