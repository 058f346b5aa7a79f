'use client';
/** The playgrounds' islands, loaded only by the pages that render one (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export const LazyUsagePlayground = lazyIsland(() => import('./UsagePlayground.client'));
export const LazyCssVarsPlayground = lazyIsland(() => import('./CssVarsPlayground.client'));
