/**
 * Analytics wiring, loaded only when an analytics id is configured (see `Analytics.client.tsx`):
 * defines `gtag`, loads its script when the browser is idle, sends the page view and user
 * properties, tracks clicks by data attributes and, for a sampled session, web vitals.
 */
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

/** Starts analytics for this page load; returns the function that stops its listeners. */
export function startAnalytics({ analyticsId, siteUrl, language }: { analyticsId: string; siteUrl: string; language: string }): () => void {
  const gtag = installGtag(window, analyticsId);
  let pixelRatio = roundPixelRatio(window.devicePixelRatio);
  const setUserProperties = () => gtag('set', 'user_properties', currentUserProperties(language, pixelRatio));
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
}
