'use client';
/** The component name filter's island, loaded only by the page that lists the components (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./ComponentFilter.client'));
