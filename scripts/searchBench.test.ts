import { describe, expect, it } from 'vitest';
import { percentile, typedPrefixes } from './searchBench';

describe('search bench helpers', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
    expect(percentile([], 50)).toBe(0);
  });

  it('lists what a reader types, from two characters on', () => {
    expect(typedPrefixes(['modal', 'a b'])).toEqual(['mo', 'mod', 'moda', 'modal', 'a b']);
  });
});
