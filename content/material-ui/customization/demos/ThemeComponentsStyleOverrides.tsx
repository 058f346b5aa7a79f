import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  components: {
    MuiAlert: {
      styleOverrides: {
        // A callback receives the theme and the component's ownerState (its props and state).
        root: ({ ownerState, theme }) => {
          const color = (theme.vars ?? theme).palette[
            ownerState.severity ?? 'success'
          ].main;
          return { borderInlineStart: `4px solid ${color}` };
        },
        // Each slot has its own key: here the text next to the icon.
        message: ({ theme }) => ({ fontWeight: theme.typography.fontWeightMedium }),
      },
    },
  },
});

export default function ThemeComponentsStyleOverrides() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Alert severity="success">Your backup finished at 02:14.</Alert>
          <Alert severity="info">
            A new version of the mobile app is available.
          </Alert>
          <Alert severity="warning">Your storage is 90% full.</Alert>
          <Alert severity="error">The payment card on file has expired.</Alert>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
