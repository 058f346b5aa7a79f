import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const regularTheme = createTheme();

// The same form, with smaller controls, tighter margins and a 6px spacing unit.
const denseTheme = createTheme({
  spacing: 6,
  components: {
    MuiButton: { defaultProps: { size: 'small' } },
    MuiCheckbox: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  },
});

export default function DensityForm() {
  const [dense, setDense] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={dense}
            onChange={(event) => setDense(event.target.checked)}
          />
        }
        label="Dense theme"
      />
      <ThemeProvider theme={dense ? denseTheme : regularTheme}>
        {/* These themes are light only, so the form sits on the theme's own surface. */}
        <Paper variant="outlined" sx={{ p: 2, width: 420, maxWidth: '100%' }}>
          <TextField label="Full name" defaultValue="Grace Hopper" fullWidth />
          <TextField
            label="Street address"
            defaultValue="14 Harbour Lane"
            fullWidth
          />
          <Stack direction="row" spacing={2}>
            <TextField label="City" defaultValue="Halifax" />
            <TextField label="Postal code" defaultValue="B3H 1A1" />
          </Stack>
          <FormControlLabel
            control={<Checkbox defaultChecked />}
            label="Use as billing address"
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained">Save address</Button>
            <Button>Cancel</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
    </Stack>
  );
}
