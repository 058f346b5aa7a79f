'use client';
/** The demo block's island, loaded only by pages with demos (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./DemoBlock.client'));
