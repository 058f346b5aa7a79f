import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  shape: { borderRadius: 8 },
  components: {
    MuiButton: {
      // Props every Button gets unless it sets them itself.
      defaultProps: { disableElevation: true },
      // Styles added to the Button's slots.
      styleOverrides: {
        root: { textTransform: 'none', fontWeight: 600 },
      },
    },
    MuiTextField: {
      defaultProps: { size: 'small' },
    },
  },
});

export default function HowToCustomizeThemeOverrides() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Typography component="p" variant="subtitle1" gutterBottom>
          Get the monthly product newsletter
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <TextField label="Email address" type="email" sx={{ flexGrow: 1 }} />
          <Button variant="contained">Subscribe</Button>
          <Button>Not now</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
