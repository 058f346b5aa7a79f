import { describe, expect, it } from 'vitest';
import {
  areaPath,
  bandScale,
  extremes,
  indexTicks,
  linePath,
  linearScale,
  niceStep,
  niceTicks,
  tickCountForLength,
} from './chart';

describe('niceStep', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(1)).toBe(1);
    expect(niceStep(1.3)).toBe(2);
    expect(niceStep(175)).toBe(200);
    expect(niceStep(228083)).toBe(250000);
    expect(niceStep(3100)).toBe(5000);
    expect(niceStep(0.03)).toBe(0.05);
    expect(niceStep(7)).toBe(10);
  });

  it('falls back to 1 for nonsense', () => {
    expect(niceStep(0)).toBe(1);
    expect(niceStep(-4)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });
});

describe('niceTicks', () => {
  it('covers the data with round values', () => {
    expect(niceTicks(0, 612, 5)).toEqual([0, 200, 400, 600, 800]);
    expect(niceTicks(0, 684250, 4)).toEqual([0, 250000, 500000, 750000]);
    expect(niceTicks(0.1, 0.9, 5)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('handles reversed and empty ranges', () => {
    expect(niceTicks(10, 0, 3)).toEqual([0, 5, 10]);
    expect(niceTicks(4, 4, 3)).toEqual([4, 4.5, 5]);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, including inverted ranges', () => {
    const y = linearScale([0, 800], [200, 0]);
    expect(y(0)).toBe(200);
    expect(y(800)).toBe(0);
    expect(y(400)).toBe(100);
  });

  it('maps a zero-width domain to the middle', () => {
    expect(linearScale([5, 5], [0, 100])(5)).toBe(50);
  });
});

describe('bandScale', () => {
  it('splits the range into padded bands', () => {
    const bands = bandScale(4, [0, 200], 0.2);
    expect(bands.bandwidth).toBe(40);
    expect(bands.start(0)).toBe(5);
    expect(bands.start(3)).toBe(155);
  });
});

describe('ticks along an axis', () => {
  it('fits the tick count to the space', () => {
    expect(tickCountForLength(200, 40)).toBe(6);
    expect(tickCountForLength(30, 40)).toBe(2);
  });

  it('picks evenly spaced indices starting at the first', () => {
    expect(indexTicks(30, 6)).toEqual([0, 6, 12, 18, 24]);
    expect(indexTicks(30, 2)).toEqual([0, 29]);
    expect(indexTicks(3, 10)).toEqual([0, 1, 2]);
    expect(indexTicks(1, 5)).toEqual([0]);
    expect(indexTicks(0, 5)).toEqual([]);
  });
});

describe('paths', () => {
  const points = [
    { x: 0, y: 10 },
    { x: 5.123, y: 4 },
    { x: 10, y: 6.666 },
  ];

  it('draws a line through the points, rounded to two decimals', () => {
    expect(linePath(points)).toBe('M0,10L5.12,4L10,6.67');
    expect(linePath([])).toBe('');
  });

  it('closes the area down to the baseline', () => {
    expect(areaPath(points, 20)).toBe('M0,10L5.12,4L10,6.67L10,20L0,20Z');
    expect(areaPath([], 20)).toBe('');
  });
});

describe('extremes', () => {
  it('finds the first lowest and highest value', () => {
    expect(extremes([4, 1, 9, 1, 9])).toEqual({
      min: 1,
      minIndex: 1,
      max: 9,
      maxIndex: 2,
    });
    expect(extremes([])).toEqual({ min: 0, minIndex: 0, max: 0, maxIndex: 0 });
  });
});
