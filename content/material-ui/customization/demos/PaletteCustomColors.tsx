import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Only `main` is given: light, dark and contrastText are computed from it.
const theme = createTheme({
  palette: {
    primary: { main: '#5e35b1' },
    secondary: { main: '#f9a825' },
    contrastThreshold: 4.5,
  },
});

const tokens = ['light', 'main', 'dark'] as const;

export default function PaletteCustomColors() {
  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
        {(['primary', 'secondary'] as const).map((color) => (
          <Stack key={color} direction="row" sx={{ mb: 1 }}>
            {tokens.map((token) => {
              const value = theme.palette[color][token];
              return (
                <Box
                  key={token}
                  sx={{
                    flex: 1,
                    p: 1.5,
                    bgcolor: value,
                    color: theme.palette.getContrastText(value),
                  }}
                >
                  <Typography variant="body2">
                    {color}.{token}
                  </Typography>
                  <Typography variant="caption">{value}</Typography>
                </Box>
              );
            })}
          </Stack>
        ))}
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained">Publish</Button>
          <Button variant="contained" color="secondary">
            Schedule
          </Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
