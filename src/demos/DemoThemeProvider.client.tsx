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
import { createDocsTheme, type DocsTheme } from '../theme/docsTheme';
import type { ThemeState } from '../theme/themeState';
import { useThemeState } from '../theme/ThemeStateProvider';

// One cache per direction for the whole page: styles are generated once and shared by every demo.
const caches = {
  ltr: createCache({ key: 'demo' }),
  rtl: createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

// Every demo of a page starts from the same state, so one theme object serves them all instead of a
// createTheme() per demo; keyed by the state's content, since each demo has its own reducer.
const themes = new Map<string, DocsTheme>();
function sharedTheme(state: ThemeState): DocsTheme {
  const key = JSON.stringify(state);
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(state);
    themes.set(key, theme);
  }
  return theme;
}

/** Wraps one demo; must sit inside a ThemeStateProvider, whose state (direction included) it renders. */
export default function DemoThemeProvider({ children }: { children: ReactNode }) {
  const state = useThemeState();
  const { direction } = state;
  const theme = useMemo(() => sharedTheme(state), [state]);
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
