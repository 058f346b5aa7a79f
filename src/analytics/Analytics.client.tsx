'use client';
/**
 * Analytics, on only when an analytics id is configured: defines `gtag`, loads its script when the
 * browser is idle, sends the page view and user properties, tracks clicks by data attributes and,
 * for a sampled session, web vitals. Links between pages are full page loads, so each load is one
 * route change; a hash change is not one.
 */
import { useEffect } from 'react';
import { useDocsConfig } from '../config/DocsProvider.client';
import { getPreferences, subscribePreferences } from '../demos/codePreferenceStore';
import { installClickTracking } from './clickEvents';
import { installGtag, loadGtagScript, sendEvent } from './gtag';
import { pageViewParams } from './pageView';
import { roundPixelRatio, watchPixelRatio, type UserProperties } from './userProperties';
import { reportWebVitals } from './webVitals';

function currentUserProperties(language: string, pixelRatio: number): UserProperties {
  const osDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  return {
    codeVariant: getPreferences().codeVariant,
    userLanguage: language,
    devicePixelRatio: pixelRatio,
    colorSchemeOS: osDark ? 'dark' : 'light',
    colorScheme: window.__docsDisplay?.get().colorScheme ?? (osDark ? 'dark' : 'light'),
  };
}

/** Renders nothing; wires analytics to the page. */
export default function Analytics() {
  const { config, defaultUserLanguage } = useDocsConfig();
  const { analyticsId, siteUrl } = config;

  useEffect(() => {
    if (!analyticsId) return;
    const gtag = installGtag(window, analyticsId);
    let pixelRatio = roundPixelRatio(window.devicePixelRatio);
    const setUserProperties = () => gtag('set', 'user_properties', currentUserProperties(defaultUserLanguage, pixelRatio));
    setUserProperties();
    gtag('event', 'page_view', pageViewParams(document.title, window.location.pathname, siteUrl));
    loadGtagScript(window, analyticsId);
    const stops = [
      installClickTracking(document, sendEvent, Math.random),
      watchPixelRatio(window, (ratio) => {
        pixelRatio = ratio;
        setUserProperties();
      }),
      subscribePreferences(setUserProperties),
      window.__docsDisplay?.subscribe(setUserProperties) ?? (() => {}),
    ];
    reportWebVitals(Math.random(), () => import('web-vitals'), sendEvent);
    return () => {
      for (const stop of stops) stop();
    };
  }, [analyticsId, siteUrl, defaultUserLanguage]);

  return null;
}
