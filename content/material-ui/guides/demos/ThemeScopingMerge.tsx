import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const appTheme = createTheme({
  palette: { primary: { main: '#00695c' } },
  shape: { borderRadius: 8 },
});

// Receives the theme of the nearest ThemeProvider above and returns the nested theme.
function compactActions(outerTheme: Theme) {
  return createTheme(outerTheme, {
    components: {
      MuiButton: {
        defaultProps: { variant: 'outlined', size: 'small' },
        styleOverrides: { root: { textTransform: 'none' } },
      },
    },
  });
}

export default function ThemeScopingMerge() {
  return (
    <ThemeProvider theme={appTheme}>
      <Paper sx={{ p: 2, width: '100%', maxWidth: 520 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained">New invoice</Button>
          <Button>Import</Button>
        </Stack>
        <ThemeProvider theme={compactActions}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography component="p" variant="subtitle1">
              Invoice INV-1042
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
              Greenleaf Studio · 1,280.00 EUR · due 30 June
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button>Send reminder</Button>
              <Button>Download PDF</Button>
              <Button color="error">Void</Button>
            </Stack>
          </Paper>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
