'use client';
/**
 * The live part of a demo. Kept tiny on purpose: the demo runtime (MUI theme, Emotion, the demo
 * itself) is a separate chunk loaded when the demo mounts, so it never weighs on a page's first load.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

const DemoRuntime = lazy(() => import('./DemoRuntime.client'));
const noSubscription = () => () => {};

/** `id` is the demo's path under content/ without extension. */
export default function LiveDemo({ id }: { id: string }) {
  // Demos render in the browser only: their Emotion styles are not extracted at build time, and a
  // server render without them would flash unstyled. The frame keeps the space, so nothing shifts.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <DemoRuntime id={id} />
    </Suspense>
  );
}
