'use client';
/**
 * What a template page gives its template: the docs theme (both colour schemes as CSS variables,
 * following the site's mode setting like the demos do), the baseline styles, and an Emotion cache
 * whose styles are collected while the page is exported, so the template is in the HTML from the
 * first byte. Right to left flips the styles with stylis-plugin-rtl: the exported HTML is left to
 * right (the direction is a reader's setting, known only in the browser), so a right-to-left reader's
 * template is rendered again with the flipping cache once it has hydrated.
 */
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { FollowingThemeProvider, siteStorageManager } from '../demos/siteColorScheme';
import { MODE_STORAGE_KEY } from '../settings/displaySettings';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { createDocsTheme } from '../theme/docsTheme';
import { DEFAULT_THEME_STATE } from '../theme/themeState';
import styles from './Template.module.css';

const CACHE_OPTIONS = {
  ltr: { key: 'tpl' },
  rtl: { key: 'tpl-rtl', stylisPlugins: [prefixer, rtlPlugin] },
};

export default function TemplateHost({ children }: { children: ReactNode }) {
  // The server snapshot is left to right, so hydration matches the exported HTML.
  const { direction } = useDisplaySettings();
  const theme = useMemo(() => createDocsTheme({ ...DEFAULT_THEME_STATE, direction }), [direction]);
  return (
    <AppRouterCacheProvider key={direction} options={CACHE_OPTIONS[direction]}>
      <FollowingThemeProvider theme={theme} storageManager={siteStorageManager} modeStorageKey={MODE_STORAGE_KEY} colorSchemeNode={null} disableStyleSheetGeneration>
        <CssBaseline />
        <div id="main-content" tabIndex={-1} className={styles.frame}>
          {children}
        </div>
      </FollowingThemeProvider>
    </AppRouterCacheProvider>
  );
}
