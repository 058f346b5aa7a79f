'use client';
/**
 * Everything a live demo needs at run time: the theme state, the docs theme, the Emotion caches and
 * the registry of demo components. Loaded on demand by LiveDemo, so pages pay for it only when a demo
 * mounts (and pages without demos never load it).
 */
import { Suspense } from 'react';
import { demoRegistry } from '../../.generated/demoRegistry';
import { ThemeStateProvider } from '../theme/ThemeStateProvider';
import DemoThemeProvider from './DemoThemeProvider.client';

/** Renders demo `id` (its path under content/ without extension) under the demo theme. */
export default function DemoRuntime({ id }: { id: string }) {
  const Component = demoRegistry[id];
  if (!Component) throw new Error(`No demo "${id}" in the registry: is the file in a demos/ folder? Run npm run build.`);
  return (
    <ThemeStateProvider>
      <DemoThemeProvider>
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      </DemoThemeProvider>
    </ThemeStateProvider>
  );
}
