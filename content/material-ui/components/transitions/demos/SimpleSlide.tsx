import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimpleSlide() {
  const [checked, setChecked] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
        }
        label="Show the cookie notice"
      />
      <Box
        ref={setContainer}
        sx={{
          height: 140,
          mt: 1,
          p: 2,
          display: 'flex',
          alignItems: 'flex-end',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {/* Slides up from the bottom edge of the grey box, not of the window. */}
        <Slide in={checked} direction="up" container={container}>
          <Paper elevation={4} sx={{ p: 2, width: '100%' }}>
            <Typography variant="body2">
              We use cookies to remember your language and cart.
            </Typography>
          </Paper>
        </Slide>
      </Box>
    </Box>
  );
}
