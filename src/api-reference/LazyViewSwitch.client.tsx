'use client';
/** The API layout switch's island, loaded only by pages with API tables (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./ViewSwitch.client'));
