import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const serif = '"Georgia", "Times New Roman", serif';

const theme = createTheme({
  typography: {
    // The base font: every variant starts from it.
    fontFamily: 'system-ui, "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    // Headings get their own font and weight.
    h4: { fontFamily: serif, fontWeight: 700 },
    subtitle1: { fontFamily: serif, fontStyle: 'italic' },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { letterSpacing: '0.15em', fontWeight: 600 },
  },
});

export default function TypographyCustomTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 480 }}>
        <Typography variant="overline" component="p">
          Travel journal
        </Typography>
        <Typography variant="h4" component="p" gutterBottom>
          Three days on the Amalfi coast
        </Typography>
        <Typography variant="subtitle1" component="p" gutterBottom>
          Lemon groves, steep stairways and the slowest ferry in Italy.
        </Typography>
        <Typography variant="body1" sx={{ mb: 2 }}>
          We arrived in Positano late in the afternoon, just as the beach bars were
          folding their umbrellas.
        </Typography>
        <Button variant="contained">Read the full story</Button>
      </Paper>
    </ThemeProvider>
  );
}
