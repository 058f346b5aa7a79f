import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const promoTheme = createTheme({
  palette: {
    primary: { main: '#6a1b9a' },
    secondary: { main: '#00695c' },
  },
  shape: { borderRadius: 16 },
  typography: { button: { textTransform: 'none', fontWeight: 600 } },
});

export default function ThemeScopingNested() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 480 }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="p" variant="subtitle1">
          Free plan
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          3 projects, 1 GB of storage. Uses the app&apos;s theme.
        </Typography>
        <Button variant="contained">Manage plan</Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="p" variant="subtitle1">
          Pro plan
        </Typography>
        <Typography variant="body2" sx={{ mb: 1.5 }}>
          Unlimited projects and 100 GB. Styled by a nested theme.
        </Typography>
        <ThemeProvider theme={promoTheme}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="contained">Upgrade to Pro</Button>
            <Chip label="Save 20%" color="secondary" />
          </Stack>
        </ThemeProvider>
      </Paper>
    </Stack>
  );
}
