'use client';
/** The icon finder's island, loaded only by the page that renders it (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./IconFinder.client'));
