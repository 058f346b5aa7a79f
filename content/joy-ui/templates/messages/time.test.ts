import { describe, expect, it } from 'vitest';
import {
  dayOf,
  formatLongDate,
  formatShortDate,
  formatTime,
  toWallClock,
} from './time';

describe('toWallClock', () => {
  it('writes the local date and time to the minute, zero-padded', () => {
    expect(toWallClock(new Date(2025, 2, 4, 7, 5, 59))).toBe('2025-03-04T07:05');
    expect(toWallClock(new Date(2024, 11, 31, 23, 59))).toBe('2024-12-31T23:59');
  });

  it('round-trips through the formatters', () => {
    const wall = toWallClock(new Date(2025, 0, 9, 18, 30));
    expect(formatTime(wall)).toBe('18:30');
    expect(formatShortDate(wall)).toBe('9 Jan');
  });
});

describe('formatters', () => {
  it('print a fixed 24-hour time', () => {
    expect(formatTime('2025-03-14T09:41')).toBe('09:41');
    expect(formatTime('2025-03-14T00:00')).toBe('00:00');
  });

  it('print the day without a leading zero', () => {
    expect(formatShortDate('2025-03-04T09:41')).toBe('4 Mar');
    expect(formatShortDate('2025-12-25T09:41')).toBe('25 Dec');
  });

  it('name the right weekday', () => {
    expect(formatLongDate('2025-03-14T09:41')).toBe('Friday 14 March 2025');
    expect(formatLongDate('2024-02-29T12:00')).toBe('Thursday 29 February 2024');
  });

  it('cut a time down to its day', () => {
    expect(dayOf('2025-03-14T23:59')).toBe('2025-03-14');
  });

  it('refuse text that is not a wall-clock time', () => {
    expect(() => formatTime('2025-03-14 09:41')).toThrow('is not a wall-clock time');
    expect(() => formatTime('2025-03-14T09:41:00Z')).toThrow();
  });
});
