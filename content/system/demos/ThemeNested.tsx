import { createTheme, styled, ThemeProvider, type Theme } from '@mui/system';

const appTheme = createTheme({
  palette: {
    accent: { main: '#00695c', contrastText: '#ffffff' },
    surface: { main: '#ffffff', text: '#1f2933' },
  },
  shape: { borderRadius: 16 },
});

// Receives the outer theme and changes one colour; shape and spacing are kept.
function dangerZone(outer: Theme): Theme {
  return {
    ...outer,
    palette: {
      ...outer.palette,
      accent: { main: '#b71c1c', contrastText: '#ffffff' },
    },
  };
}

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.surface.main,
  color: theme.palette.surface.text,
}));

const ActionButton = styled('button')(({ theme }) => ({
  padding: theme.spacing(1, 2),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.accent.main,
  color: theme.palette.accent.contrastText,
  font: 'inherit',
}));

export default function ThemeNested() {
  return (
    <ThemeProvider theme={appTheme}>
      <Panel>
        <span>Project settings</span>
        <ActionButton type="button">Save changes</ActionButton>
        <ThemeProvider<Theme> theme={dangerZone}>
          <span>Danger zone</span>
          <ActionButton type="button">Delete project</ActionButton>
        </ThemeProvider>
      </Panel>
    </ThemeProvider>
  );
}
