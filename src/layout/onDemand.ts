/**
 * A component whose code loads when a reader first opens it (a menu, a comment box). Until the code
 * has come it renders nothing; it needs no Suspense boundary, since React holds a resolved boundary
 * back up to 300 ms so that a fallback does not flash (FALLBACK_THROTTLE_MS), which a menu opened
 * from the keyboard would feel. `preload` starts the load before the click (on pointer or focus). A
 * failed load leaves it empty and is tried again on the next opening.
 */
import { createElement, useEffect, useState, type ComponentType, type ReactElement } from 'react';

/** The on-demand component, and the call that fetches its code ahead of time. */
export type OnDemand<Props> = ((props: Props) => ReactElement | null) & { preload: () => Promise<ComponentType<Props> | null> };

/** The component of `load()`'s module default export, fetched when first rendered or preloaded. */
export function onDemand<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): OnDemand<Props> {
  let loaded: ComponentType<Props> | null = null;
  let request: Promise<ComponentType<Props> | null> | null = null;
  const preload = () =>
    (request ??= load().then(
      (module) => (loaded = module.default),
      () => {
        request = null;
        return null;
      },
    ));
  function OnDemandComponent(props: Props) {
    // Re-renders once the code has come.
    const [, setArrived] = useState(loaded !== null);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void preload().then((component) => {
        if (live && component) setArrived(true);
      });
      return () => {
        live = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return Object.assign(OnDemandComponent, { preload });
}
