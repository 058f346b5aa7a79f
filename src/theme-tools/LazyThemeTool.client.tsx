'use client';
/** A theme tool's placeholder island, loaded only by the pages with a theme tool (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./ThemeTool.client'));
