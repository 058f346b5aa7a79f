import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from './rateLimit';

describe('createRateLimiter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('allows the limit per window per key, then again once the window has passed', () => {
    const limiter = createRateLimiter(2, 1000);
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    vi.advanceTimersByTime(999);
    expect(limiter.take('a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(limiter.take('a')).toBe(true);
  });
});
