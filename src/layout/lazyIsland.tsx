/**
 * A client island whose code loads only on the pages that render it. Next puts every client component
 * that a route's server modules import into that route's first load, and one route (`[...slug]`)
 * serves the guide, component and API pages alike, so a demo toolbar imported directly would load on
 * a guide page without demos. Behind `lazyIsland`, the route's first load carries this small wrapper;
 * the island's own chunk is requested when React meets it while hydrating, and until it arrives the
 * server's HTML stays in place (a dehydrated Suspense boundary: nothing shifts). `<html
 * data-hydrated>` waits for these islands too (islandHydration.ts).
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { islandPending } from './islandHydration';

interface IslandHydration {
  /** The wrapper has mounted: until the island itself has, it counts as pending. */
  mounted: () => void;
  /** The island has hydrated (or mounted). */
  hydrated: () => void;
}

function createIslandHydration(): IslandHydration {
  let done = false;
  let release: (() => void) | null = null;
  return {
    mounted: () => {
      if (!done && release === null) release = islandPending();
    },
    hydrated: () => {
      done = true;
      release?.();
    },
  };
}

/** Rendered after the island inside its boundary: its effect runs once the boundary has hydrated. */
function Hydrated({ hydration }: { hydration: IslandHydration }) {
  useEffect(() => hydration.hydrated(), [hydration]);
  return null;
}

/** The component that renders the default export of `load()`'s module, fetched on first render. */
export function lazyIsland<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Island = lazy(load);
  function LazyIsland(props: Props) {
    const [hydration] = useState(createIslandHydration);
    useEffect(() => {
      hydration.mounted();
      // An island unmounted before its code came must not hold the page's hydration mark back.
      return () => hydration.hydrated();
    }, [hydration]);
    return (
      // No fallback: the island is in the server HTML, which stays until its code has hydrated it.
      <Suspense fallback={null}>
        <Island {...props} />
        <Hydrated hydration={hydration} />
      </Suspense>
    );
  }
  return LazyIsland;
}
