'use client';
/** The settings button's island loaded on demand, for the 404 page's header (src/app/not-found.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./SettingsButton.client'));
