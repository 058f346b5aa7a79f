import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

const cities = [
  'Bordeaux',
  'Lille',
  'Lyon',
  'Marseille',
  'Montpellier',
  'Nantes',
  'Nice',
  'Paris',
  'Rennes',
  'Strasbourg',
  'Toulouse',
];

export default function LocalizationAutocomplete() {
  // In an app, pass frFR to the app's own createTheme call. This demo builds a theme that follows
  // the page's direction and light or dark mode.
  const { direction } = useTheme();
  const { mode, systemMode } = useColorScheme();
  const paletteMode = (mode === 'system' ? systemMode : mode) ?? 'light';
  const frenchTheme = React.useMemo(
    () => createTheme({ direction, palette: { mode: paletteMode } }, frFR),
    [direction, paletteMode],
  );

  return (
    <ThemeProvider theme={frenchTheme}>
      <Box lang="fr" sx={{ width: '100%', maxWidth: 320 }}>
        <Autocomplete
          options={cities}
          renderInput={(params) => (
            <TextField {...params} label="Ville de livraison" />
          )}
        />
      </Box>
    </ThemeProvider>
  );
}
