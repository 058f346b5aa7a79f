'use client';
/** The install block's tab list island, loaded only by pages that have install commands (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./InstallTabList.client'));
