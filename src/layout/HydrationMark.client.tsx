'use client';
/**
 * Marks `<html data-hydrated>` once the page's React tree has hydrated. It is the last island of the
 * body, so its effect runs after every island before it; islands whose code loads on demand
 * (src/layout/lazyIsland.tsx) have counted themselves by then, and the mark waits for them. From then
 * on every control answers. The framework scripts load after the first paint
 * (scripts/afterPaintScripts.ts), so the `load` event can come before hydration; end-to-end tests wait
 * for this mark instead (e2e/fixtures.ts).
 */
import { useEffect } from 'react';
import { whenIslandsHydrated } from './islandHydration';

export default function HydrationMark() {
  useEffect(() => {
    whenIslandsHydrated(() => document.documentElement.setAttribute('data-hydrated', ''));
  }, []);
  return null;
}
