import { describe, expect, it } from 'vitest';
import { formatDay, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [12345, '$123.45'],
    [123456789, '$1,234,567.89'],
    [-500, '-$5.00'],
  ])('writes %i cents as %s', (cents, text) => {
    expect(formatMoney(cents)).toBe(text);
  });

  it("matches Intl's en-US currency format", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 101, 999_99, 1_000_00, 12_345_67, 100_000_000_00, -1, -12_345_67]) {
      expect(formatMoney(cents)).toBe(intl.format(cents / 100));
    }
  });
});

describe('formatDay', () => {
  it('writes the stored day, whatever the time zone', () => {
    expect(formatDay('2025-04-12')).toBe('Apr 12, 2025');
    expect(formatDay('2025-01-01')).toBe('Jan 1, 2025');
    expect(formatDay('2024-12-31')).toBe('Dec 31, 2024');
  });

  it("matches Intl's en-US short date on every day of a year", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2025, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      expect(formatDay(iso)).toBe(intl.format(time));
    }
  });
});
