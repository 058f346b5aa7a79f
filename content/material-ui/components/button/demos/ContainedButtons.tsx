import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContainedButtons() {
  const [accepted, setAccepted] = React.useState(false);

  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 400 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography>Ceramic pour-over set, €64.00</Typography>
        <Button variant="contained">Add to basket</Button>
      </Stack>
      {/* On an outlined panel a shadow would compete with the border. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="p">
          Basket total: €64.00
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={accepted}
              onChange={(event) => setAccepted(event.target.checked)}
            />
          }
          label="I accept the terms of sale"
        />
        <Button variant="contained" disableElevation fullWidth disabled={!accepted}>
          Place order
        </Button>
      </Paper>
    </Stack>
  );
}
