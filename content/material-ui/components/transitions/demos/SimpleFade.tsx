import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimpleFade() {
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
          />
        }
        label="Show the weather"
      />
      <Fade in={checked}>
        <Paper elevation={4} sx={{ mt: 1, p: 2 }}>
          <Typography variant="body2">
            Lisbon: 24 °C, clear skies all afternoon.
          </Typography>
        </Paper>
      </Fade>
    </Box>
  );
}
