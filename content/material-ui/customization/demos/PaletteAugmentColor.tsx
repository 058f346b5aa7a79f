import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Step 1: a theme whose palette provides augmentColor (and its contrast settings).
const baseTheme = createTheme({ palette: { contrastThreshold: 4.5 } });

// Step 2: add a colour with all four tokens computed from `main`.
const theme = createTheme(baseTheme, {
  palette: {
    terracotta: baseTheme.palette.augmentColor({
      color: { main: '#c1440e' },
      name: 'terracotta',
    }),
  },
});

export default function PaletteAugmentColor() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Stack direction="row" spacing={1}>
          {/* The tokens are theme paths, so `sx` can use them as strings. */}
          <Button
            variant="contained"
            sx={{
              bgcolor: 'terracotta.main',
              color: 'terracotta.contrastText',
              '&:hover': { bgcolor: 'terracotta.dark' },
            }}
          >
            Order now
          </Button>
          <Button
            variant="outlined"
            sx={{ color: 'terracotta.main', borderColor: 'terracotta.main' }}
          >
            View menu
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
