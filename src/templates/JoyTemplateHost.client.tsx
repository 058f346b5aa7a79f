'use client';
/**
 * What a Joy UI template page gives its template: Joy's theme through the provider the Joy demos use
 * (its variables in one stylesheet, following the site's colour mode, the Joy theme builder's applied
 * colours), Joy's baseline, and an Emotion cache whose styles are collected while the page is exported,
 * so the template is in the HTML from the first byte. Right to left works as in TemplateHost: the
 * exported HTML is left to right, and a right-to-left reader's template is rendered again with the
 * flipping cache once it has hydrated.
 */
import CssBaseline from '@mui/joy/CssBaseline';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import JoyDemoProvider from '../demos/joy/JoyDemoProvider.client';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import styles from './Template.module.css';

const CACHE_OPTIONS = {
  ltr: { key: 'joytpl' },
  rtl: { key: 'joytpl-rtl', stylisPlugins: [prefixer, rtlPlugin] },
};

export default function JoyTemplateHost({ children }: { children: ReactNode }) {
  // The server snapshot is left to right, so hydration matches the exported HTML.
  const { direction } = useDisplaySettings();
  return (
    <AppRouterCacheProvider key={direction} options={CACHE_OPTIONS[direction]}>
      <JoyDemoProvider>
        <CssBaseline />
        <div id="main-content" tabIndex={-1} className={styles.frame}>
          {children}
        </div>
      </JoyDemoProvider>
    </AppRouterCacheProvider>
  );
}
