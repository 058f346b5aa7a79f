import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  // With the ripple gone, an outline ring shows which control has keyboard focus.
  focusVisible: true,
  components: {
    // ButtonBase is the root of every button-like component: no ripple anywhere.
    MuiButtonBase: { defaultProps: { disableRipple: true } },
    MuiButton: { defaultProps: { variant: 'outlined', disableElevation: true } },
    MuiTextField: { defaultProps: { variant: 'filled', fullWidth: true } },
  },
});

export default function ThemeComponentsDefaultProps() {
  return (
    <ThemeProvider theme={theme}>
      {/* This theme is light only, so its content sits on the theme's own surface. */}
      <Paper variant="outlined" sx={{ p: 2, width: 360, maxWidth: '100%' }}>
        <Stack spacing={2}>
          <TextField label="Workspace name" defaultValue="Product design" />
          <TextField
            label="Description"
            defaultValue="Research, flows and UI specs"
          />
          <Stack direction="row" spacing={1}>
            {/* A prop set on the element wins over the theme's default. */}
            <Button variant="contained">Create workspace</Button>
            <Button>Back</Button>
          </Stack>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
