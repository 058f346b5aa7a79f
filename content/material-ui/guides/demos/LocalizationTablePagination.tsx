import * as React from 'react';
import Box from '@mui/material/Box';
import TablePagination from '@mui/material/TablePagination';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

export default function LocalizationTablePagination() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);

  // In an app, pass deDE to the app's own createTheme call. This demo builds a theme that follows
  // the page's direction and light or dark mode.
  const { direction } = useTheme();
  const { mode, systemMode } = useColorScheme();
  const paletteMode = (mode === 'system' ? systemMode : mode) ?? 'light';
  const germanTheme = React.useMemo(
    () => createTheme({ direction, palette: { mode: paletteMode } }, deDE),
    [direction, paletteMode],
  );

  return (
    <ThemeProvider theme={germanTheme}>
      <Box lang="de" sx={{ width: '100%' }}>
        <TablePagination
          component="div"
          count={1248}
          page={page}
          onPageChange={(_event, newPage) => setPage(newPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
