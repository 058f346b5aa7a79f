import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { createTheme, ThemeProvider } from '@mui/material/styles';

type Mode = 'light' | 'dark' | 'system';

export default function DarkModeToggle() {
  // Local state: this switch changes the demo below, never the rest of the page.
  const [mode, setMode] = React.useState<Mode>('dark');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = React.useMemo(
    () => createTheme({ palette: { mode: resolvedMode } }),
    [resolvedMode],
  );

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" sx={{ p: 2, width: 380, maxWidth: '100%' }}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Colour mode"
            value={mode}
            onChange={(_event, next: Mode | null) => next && setMode(next)}
          >
            <ToggleButton value="light">Light</ToggleButton>
            <ToggleButton value="system">System</ToggleButton>
            <ToggleButton value="dark">Dark</ToggleButton>
          </ToggleButtonGroup>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Showing the {resolvedMode} palette.
          </Typography>
          <FormControlLabel
            control={<Switch defaultChecked />}
            label="Email me a weekly summary"
          />
          <Button variant="contained">Save preferences</Button>
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
