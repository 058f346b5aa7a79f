import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [12345, '$123.45'],
    [123456789, '$1,234,567.89'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });
});

describe('formatDay', () => {
  it('writes the stored day, whatever the time zone', () => {
    expect(formatDay('2025-04-12')).toBe('Apr 12, 2025');
    expect(formatDay('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
  });
});
