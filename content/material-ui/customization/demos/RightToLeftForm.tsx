import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, useColorScheme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// Every style generated through this cache has left and right swapped.
const rtlCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlPlugin],
});

export default function RightToLeftForm() {
  // Follow the light or dark mode around the demo; an app needs only createTheme({ direction: 'rtl' }).
  const { mode, systemMode } = useColorScheme();
  const guestsLabelId = React.useId();
  const paletteMode = (mode === 'system' ? systemMode : mode) ?? 'light';
  const theme = React.useMemo(
    () => createTheme({ direction: 'rtl', palette: { mode: paletteMode } }),
    [paletteMode],
  );

  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={theme}>
        <Box
          dir="rtl"
          lang="ar"
          component="form"
          aria-label="حجز طاولة"
          onSubmit={(event: React.FormEvent) => event.preventDefault()}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}
        >
          <TextField label="الاسم الكامل" autoComplete="name" />
          <TextField
            label="البريد الإلكتروني"
            type="email"
            helperText="سنرسل تأكيد الحجز إلى هذا العنوان"
          />
          <div>
            <Typography id={guestsLabelId} variant="body2" gutterBottom>
              عدد الضيوف
            </Typography>
            <Slider
              aria-labelledby={guestsLabelId}
              defaultValue={2}
              min={1}
              max={10}
              valueLabelDisplay="auto"
            />
          </div>
          <FormControlLabel control={<Switch />} label="طاولة في الهواء الطلق" />
          <Button
            type="submit"
            variant="contained"
            endIcon={
              <SendIcon
                sx={(t) => ({
                  transform: t.direction === 'rtl' ? 'scaleX(-1)' : 'none',
                })}
              />
            }
          >
            إرسال
          </Button>
        </Box>
      </ThemeProvider>
    </CacheProvider>
  );
}
