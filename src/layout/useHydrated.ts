/**
 * Whether this render runs in the browser after hydration: false on the server and in the hydrating
 * render (so both print the same markup), true in every later one. React re-renders once with true
 * when hydration ends, without an effect or a state update of its own.
 */
import { useSyncExternalStore } from 'react';

/** A store that never changes: only the server/client split of `useSyncExternalStore` is wanted. */
export const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
