'use client';
/** A template card's preview island, loaded only by the template gallery (src/layout/lazyIsland.tsx). */
import { lazyIsland } from '../layout/lazyIsland';

export default lazyIsland(() => import('./TemplatePreview.client'));
