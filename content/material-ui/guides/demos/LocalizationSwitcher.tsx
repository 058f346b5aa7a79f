import * as React from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import {
  createTheme,
  ThemeProvider,
  useColorScheme,
  useTheme,
} from '@mui/material/styles';
import {
  deDE,
  enUS,
  esES,
  frFR,
  jaJP,
  zhCN,
  type Localization,
} from '@mui/material/locale';

const languages: Record<string, { name: string; locale: Localization }> = {
  'en-US': { name: 'English', locale: enUS },
  'de-DE': { name: 'Deutsch', locale: deDE },
  'es-ES': { name: 'Español', locale: esES },
  'fr-FR': { name: 'Français', locale: frFR },
  'ja-JP': { name: '日本語', locale: jaJP },
  'zh-CN': { name: '简体中文', locale: zhCN },
};

export default function LocalizationSwitcher() {
  const [language, setLanguage] = React.useState('ja-JP');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const locale = languages[language]?.locale ?? enUS;

  // Follows the page's direction and light or dark mode, so the demo matches the page around it.
  const { direction } = useTheme();
  const { mode, systemMode } = useColorScheme();
  const paletteMode = (mode === 'system' ? systemMode : mode) ?? 'light';
  const localizedTheme = React.useMemo(
    () => createTheme({ direction, palette: { mode: paletteMode } }, locale),
    [direction, paletteMode, locale],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        sx={{ width: 200 }}
      >
        {Object.entries(languages).map(([tag, { name }]) => (
          <MenuItem key={tag} value={tag} lang={tag}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <ThemeProvider theme={localizedTheme}>
        <TablePagination
          component="div"
          lang={language}
          count={248}
          page={page}
          onPageChange={(_event, newPage) => setPage(newPage)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[10, 25, 50]}
          onRowsPerPageChange={(event) => {
            setRowsPerPage(Number(event.target.value));
            setPage(0);
          }}
        />
      </ThemeProvider>
    </Stack>
  );
}
