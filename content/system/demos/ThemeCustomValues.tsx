import { createTheme, styled, ThemeProvider } from '@mui/system';

const theme = createTheme({
  palette: {
    brand: { main: '#6a1b9a', contrastText: '#ffffff' },
    surface: { main: '#faf7fc', text: '#2d1b36', muted: '#5e4b69' },
  },
  spacing: 6,
  shape: { borderRadius: 10 },
});

const Panel = styled('div')(({ theme }) => ({
  maxWidth: 380,
  // 3 × 6px, from this theme's spacing unit.
  padding: theme.spacing(3),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.surface.main,
  color: theme.palette.surface.text,
}));

const Muted = styled('p')(({ theme }) => ({
  margin: theme.spacing(1, 0, 2),
  fontSize: 14,
  color: theme.palette.surface.muted,
}));

const BookButton = styled('button')(({ theme }) => ({
  padding: theme.spacing(1.5, 3),
  border: 0,
  borderRadius: 999,
  backgroundColor: theme.palette.brand.main,
  color: theme.palette.brand.contrastText,
  font: 'inherit',
  cursor: 'pointer',
}));

export default function ThemeCustomValues() {
  return (
    <ThemeProvider theme={theme}>
      <Panel>
        <strong>Pottery taster evening</strong>
        <Muted>Thursdays, 18:30. Clay, glazes and firing included.</Muted>
        <BookButton type="button">Book a place</BookButton>
      </Panel>
    </ThemeProvider>
  );
}
