import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Created once, outside the component, so every render reuses the same object.
const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#ad1457' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Georgia", "Times New Roman", serif',
    button: { textTransform: 'none', fontWeight: 700 },
  },
});

export default function ThemingCustomTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 400 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
          <Chip label="Guided tour" color="primary" size="small" />
          <Chip label="2 seats left" color="secondary" size="small" />
        </Stack>
        <Typography component="p" variant="h6">
          Old town walking tour
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Saturday, 10:00 · 2 hours · Starts at the clock tower
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained">Book a seat</Button>
          <Button variant="outlined" color="secondary">
            Save for later
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
