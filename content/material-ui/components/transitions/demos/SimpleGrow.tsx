import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grow from '@mui/material/Grow';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimpleGrow() {
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
        label="Show the offer"
      />
      <Box sx={{ display: 'flex', gap: 2, mt: 1 }}>
        <Grow in={checked}>
          <Paper elevation={4} sx={{ p: 2, flex: 1 }}>
            <Typography variant="body2">20% off annual plans this week.</Typography>
          </Paper>
        </Grow>
        {/* Grows from its top-left corner and takes a full second. */}
        <Grow in={checked} style={{ transformOrigin: '0 0 0' }} timeout={1000}>
          <Paper elevation={4} sx={{ p: 2, flex: 1 }}>
            <Typography variant="body2">Free returns for 60 days.</Typography>
          </Paper>
        </Grow>
      </Box>
    </Box>
  );
}
