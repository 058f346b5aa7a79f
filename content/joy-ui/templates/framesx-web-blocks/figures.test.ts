import { describe, expect, it } from 'vitest';
import { formatCompact, formatPercent } from './figures';

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [38, '38'],
    [980, '980'],
    [999.96, '1k'],
    [1000, '1k'],
    [12400, '12.4k'],
    [12449, '12.4k'],
    [12450, '12.5k'],
    [999_950, '1M'],
    [2_500_000, '2.5M'],
    [1_200_000_000, '1.2B'],
    [-4200, '-4.2k'],
  ])('writes %d as %s', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });
});

describe('formatPercent', () => {
  it('keeps up to two decimals and drops trailing zeros', () => {
    expect(formatPercent(99.95)).toBe('99.95%');
    expect(formatPercent(40)).toBe('40%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(33.3333)).toBe('33.33%');
  });
});
