import { describe, expect, it, vi } from 'vitest';
import { islandPending, whenIslandsHydrated } from './islandHydration';

describe('islandHydration', () => {
  it('calls back at once when no island is pending, else when the last one hydrates (each counted once)', () => {
    const now = vi.fn();
    whenIslandsHydrated(now);
    expect(now).toHaveBeenCalledTimes(1);

    const first = islandPending();
    const second = islandPending();
    const later = vi.fn();
    whenIslandsHydrated(later);
    first();
    first();
    expect(later).not.toHaveBeenCalled();
    second();
    expect(later).toHaveBeenCalledTimes(1);
    second();
    expect(later).toHaveBeenCalledTimes(1);
  });
});
