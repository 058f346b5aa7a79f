import * as React from 'react';
import { createTheme, styled, ThemeProvider } from '@mui/system';

const light = createTheme({
  palette: {
    mode: 'light',
    surface: { main: '#ffffff', text: '#1f2933', border: '#7b8794' },
  },
});

const dark = createTheme({
  palette: {
    mode: 'dark',
    surface: { main: '#1f2933', text: '#f5f7fa', border: '#9aa5b1' },
  },
});

// The same component reads whichever palette is provided.
const Panel = styled('div')(({ theme }) => ({
  maxWidth: 360,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.surface.border}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.surface.main,
  color: theme.palette.surface.text,
}));

const ToggleButton = styled('button')(({ theme }) => ({
  marginTop: theme.spacing(2),
  padding: theme.spacing(1, 2),
  border: `1px solid ${theme.palette.surface.border}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
}));

export default function ThemeColorModes() {
  const [isDark, setIsDark] = React.useState(false);
  return (
    <ThemeProvider theme={isDark ? dark : light}>
      <Panel>
        <div>Reading list: 4 books, 2 finished.</div>
        <ToggleButton
          type="button"
          aria-pressed={isDark}
          onClick={() => setIsDark((value) => !value)}
        >
          Dark mode
        </ToggleButton>
      </Panel>
    </ThemeProvider>
  );
}
