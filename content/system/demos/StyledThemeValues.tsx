import { createTheme, styled, ThemeProvider } from '@mui/system';

const theme = createTheme({
  palette: {
    brand: { main: '#00695c', contrastText: '#ffffff' },
    surface: {
      main: '#ffffff',
      text: '#1f2933',
      muted: '#52606d',
      border: '#d9e2ec',
    },
  },
  shape: { borderRadius: 12 },
});

// The style function receives the theme with the component's props.
const Card = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  maxWidth: 360,
  padding: theme.spacing(2),
  border: `1px solid ${theme.palette.surface.border}`,
  borderRadius: theme.shape.borderRadius,
  // This theme has a light palette only, so the card paints its own surface.
  backgroundColor: theme.palette.surface.main,
  color: theme.palette.surface.text,
  [theme.breakpoints.up('sm')]: {
    padding: theme.spacing(3),
  },
}));

const Detail = styled('div')(({ theme }) => ({
  fontSize: 14,
  color: theme.palette.surface.muted,
}));

// A plain style object works when nothing depends on the theme.
const Title = styled('div')({ fontSize: 18, fontWeight: 600 });

const Action = styled('button')(({ theme }) => ({
  alignSelf: 'flex-start',
  marginTop: theme.spacing(1),
  padding: theme.spacing(1, 2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.brand.main,
  color: theme.palette.brand.contrastText,
  font: 'inherit',
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.brand.main}`,
    outlineOffset: 2,
  },
}));

export default function StyledThemeValues() {
  return (
    <ThemeProvider theme={theme}>
      <Card>
        <Title>Seed swap at the library</Title>
        <Detail>
          Saturday 22 March, 10:00 – 13:00. Bring seeds in labelled envelopes.
        </Detail>
        <Action type="button">Add to calendar</Action>
      </Card>
    </ThemeProvider>
  );
}
