'use client';
/**
 * The providers every live demo renders under: the docs theme built from the theme state (density,
 * spacing, palette colours) and the page's direction, with an Emotion cache that flips styles for
 * right-to-left (stylis-plugin-rtl), so MUI components in demos lay out like the page around them.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createDocsTheme } from '../theme/docsTheme';
import { useThemeState } from '../theme/ThemeStateProvider';

// One cache per direction for the whole page: styles are generated once and shared by every demo.
const caches = {
  ltr: createCache({ key: 'demo' }),
  rtl: createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** Wraps one demo; must sit inside a ThemeStateProvider, whose state (direction included) it renders. */
export default function DemoThemeProvider({ children }: { children: ReactNode }) {
  const state = useThemeState();
  const { direction } = state;
  const theme = useMemo(() => createDocsTheme(state), [state]);
  return (
    <CacheProvider value={caches[direction]}>
      {/* The page's pre-paint script owns the colour mode (same `mui-mode` key and `.light`/`.dark` classes);
          MUI reads the same storage, so both always agree. */}
      <ThemeProvider theme={theme}>
        <div dir={direction}>{children}</div>
      </ThemeProvider>
    </CacheProvider>
  );
}
