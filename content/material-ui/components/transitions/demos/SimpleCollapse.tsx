import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimpleCollapse() {
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
        label="Show delivery details"
      />
      <Collapse in={checked}>
        <Paper variant="outlined" sx={{ mt: 1, p: 2 }}>
          <Typography variant="body2">
            Standard delivery takes three to five working days and is free for orders
            over €40. Parcels can be left with a neighbour or at a pick-up point of
            your choice.
          </Typography>
        </Paper>
      </Collapse>
    </Box>
  );
}
