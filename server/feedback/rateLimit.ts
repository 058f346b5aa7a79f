/** A fixed-window request counter per client address; the clock is injected so tests can move time. */

export interface RateLimiter {
  /** Counts one request from `key`; false when the key has used up its window. */
  take(key: string): boolean;
}

/** Allows `limit` requests per `windowMs` for each key; forgets keys whose window has passed. */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    take(key) {
      const time = now();
      // Sweep old windows at most once per window so the map cannot grow without bound.
      if (time - lastSweep >= windowMs) {
        for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
        lastSweep = time;
      }
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        windows.set(key, { start: time, count: 1 });
        return limit >= 1;
      }
      current.count += 1;
      return current.count <= limit;
    },
  };
}
