/**
 * The islands still showing server HTML while their code loads (src/layout/lazyIsland.tsx), so that
 * `<html data-hydrated>` (HydrationMark.client.tsx) keeps its promise: once it is set, every control
 * on the page answers, those of islands that load after the page's own scripts included.
 */

let pending = 0;
const waiting: (() => void)[] = [];

/** Counts one island as not hydrated yet; the returned call (idempotent) counts it as hydrated. */
export function islandPending(): () => void {
  pending++;
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pending--;
    if (pending === 0) for (const callback of waiting.splice(0)) callback();
  };
}

/** Calls `callback` once no island is pending: now, or when the last one hydrates. */
export function whenIslandsHydrated(callback: () => void): void {
  if (pending === 0) callback();
  else waiting.push(callback);
}
