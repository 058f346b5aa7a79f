'use client';
/**
 * Analytics, on only when an analytics id is configured. The wiring (`startAnalytics.ts`) is a
 * separate chunk fetched after hydration, so it never blocks rendering and a build without
 * analytics ships none of it. Links between pages are full page loads, so each load is one route
 * change (one page_view); a hash change is not one.
 */
import { useEffect } from 'react';
import { useDocsConfig } from '../config/DocsProvider.client';

/** Renders nothing; starts analytics for the page. */
export default function Analytics() {
  const { config, defaultUserLanguage } = useDocsConfig();
  const { analyticsId, siteUrl } = config;

  useEffect(() => {
    if (!analyticsId) return;
    let stop: (() => void) | undefined;
    let live = true;
    void import('./startAnalytics').then(({ startAnalytics }) => {
      if (live) stop = startAnalytics({ analyticsId, siteUrl, language: defaultUserLanguage });
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [analyticsId, siteUrl, defaultUserLanguage]);

  return null;
}
