import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const appTheme = createTheme({
  palette: { primary: { main: '#1565c0' } },
  shape: { borderRadius: 16 },
  typography: { button: { textTransform: 'none' } },
});

// Receives the outer theme and changes only the primary colour; the rounded
// corners and the button typography are kept.
function dangerTheme(outerTheme: Theme) {
  return createTheme({
    ...outerTheme,
    palette: { ...outerTheme.palette, primary: { main: '#c62828' } },
  });
}

export default function ThemingNested() {
  return (
    <ThemeProvider theme={appTheme}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 420 }}>
        <Typography component="p" variant="subtitle1" gutterBottom>
          Project settings
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained">Save changes</Button>
          <Button variant="outlined">Invite members</Button>
        </Stack>
        <ThemeProvider theme={dangerTheme}>
          <Typography component="p" variant="subtitle1" gutterBottom>
            Danger zone
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Delete project</Button>
            <Button variant="outlined">Transfer ownership</Button>
          </Stack>
        </ThemeProvider>
      </Paper>
    </ThemeProvider>
  );
}
