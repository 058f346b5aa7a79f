'use client';
/** Mounts one demo component, lazily, under the demo theme; the frame around it reserves its height. */
import { Suspense, useSyncExternalStore } from 'react';
import { demoRegistry } from '../../.generated/demoRegistry';
import { ThemeStateProvider } from '../theme/ThemeStateProvider';
import DemoThemeProvider from './DemoThemeProvider.client';

const noSubscription = () => () => {};

/** `id` is the demo's path under content/ without extension. */
export default function LiveDemo({ id }: { id: string }) {
  // Demos render in the browser only: their Emotion styles are not extracted at build time, and a
  // server render without them would flash unstyled. The frame keeps the space, so nothing shifts.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const Component = demoRegistry[id];
  if (!Component) throw new Error(`No demo "${id}" in the registry: is the file in a demos/ folder? Run npm run build.`);
  if (!inBrowser) return null;
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
