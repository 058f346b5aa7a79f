import { describe, expect, it } from 'vitest';
import {
  formatCompactCurrency,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDay,
  formatInteger,
  formatPercent,
  formatSigned,
  formatTime,
} from './format';

describe('formatCurrency', () => {
  it('turns cents into dollars with grouping and two decimals', () => {
    expect(formatCurrency(123456)).toBe('$1,234.56');
    expect(formatCurrency(950)).toBe('$9.50');
  });
});

describe('formatCompactCurrency', () => {
  it('keeps small amounts whole', () => {
    expect(formatCompactCurrency(94000)).toBe('$940');
    expect(formatCompactCurrency(0)).toBe('$0');
  });

  it('shortens thousands and millions to one decimal, dropping ".0"', () => {
    expect(formatCompactCurrency(684250)).toBe('$6.8k');
    expect(formatCompactCurrency(200000)).toBe('$2k');
    expect(formatCompactCurrency(250_000_000)).toBe('$2.5M');
  });

  it('uses a real minus sign for negative amounts', () => {
    expect(formatCompactCurrency(-150000)).toBe('\u2212$1.5k');
  });
});

describe('formatInteger and formatPercent', () => {
  it('groups thousands and rounds', () => {
    expect(formatInteger(14286.4)).toBe('14,286');
  });

  it('shows a ratio as a percentage', () => {
    expect(formatPercent(0.0288)).toBe('2.9%');
    expect(formatPercent(0.5, 0)).toBe('50%');
  });
});

describe('formatSigned', () => {
  it('always shows the sign, with a real minus', () => {
    expect(formatSigned(8.64)).toBe('+8.6');
    expect(formatSigned(-0.2)).toBe('\u22120.2');
  });

  it('shows no sign when the value rounds to zero', () => {
    expect(formatSigned(0.04)).toBe('0.0');
    expect(formatSigned(-0.04)).toBe('0.0');
  });
});

describe('dates', () => {
  it('formats days and dates in UTC', () => {
    expect(formatDay('2025-06-07')).toBe('Jun 7');
    expect(formatDate('2025-06-30T23:59:00Z')).toBe('Jun 30, 2025');
  });

  it('formats times on a 12-hour clock', () => {
    expect(formatTime('2025-06-30T00:05:00Z')).toBe('12:05 AM');
    expect(formatTime('2025-06-30T12:40:00Z')).toBe('12:40 PM');
    expect(formatTime('2025-06-30T21:05:00Z')).toBe('9:05 PM');
    expect(formatDateTime('2025-06-30T09:30:00Z')).toBe('Jun 30, 9:30 AM');
  });
});

describe('formatCurrency and formatInteger against Intl', () => {
  it("write what Intl's en-US formats write", () => {
    const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const cents of [0, 1, 99, 100, 950, 123_456, 100_000_000, -1, -123_456]) {
      expect(formatCurrency(cents)).toBe(currency.format(cents / 100));
    }
    for (const value of [0, 7, 999, 1000, 1284, 1_234_567, -4321, 12.4, 12.6]) {
      expect(formatInteger(value)).toBe(integer.format(value));
    }
  });
});
