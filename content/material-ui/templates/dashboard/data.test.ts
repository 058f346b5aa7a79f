import { describe, expect, it } from 'vitest';
import {
  channelRevenue,
  createRandom,
  dailySessions,
  generateOrders,
  generateSessions,
  metrics,
  orders,
} from './data';
import { ORDER_STATUSES } from './orders';

describe('createRandom', () => {
  it('repeats the same sequence for the same seed, in [0, 1)', () => {
    const first = createRandom(42);
    const second = createRandom(42);
    const values = Array.from({ length: 200 }, () => first());
    expect(values).toEqual(Array.from({ length: 200 }, () => second()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(new Set(values).size).toBe(200);
  });

  it('gives another sequence for another seed', () => {
    expect(createRandom(1)()).not.toBe(createRandom(2)());
  });
});

describe('orders', () => {
  it('has 60 orders that are generated the same way every time', () => {
    expect(orders).toHaveLength(60);
    expect(generateOrders(60)).toEqual(orders);
  });

  it('uses unique numbers, newest first, within June 2025', () => {
    expect(new Set(orders.map((order) => order.number)).size).toBe(60);
    const times = orders.map((order) => Date.parse(order.placedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(orders.every((order) => order.placedAt.startsWith('2025-06-'))).toBe(
      true,
    );
  });

  it('has plausible items, totals and statuses', () => {
    for (const order of orders) {
      expect(order.items).toBeGreaterThan(0);
      expect(Number.isInteger(order.totalCents)).toBe(true);
      expect(order.totalCents).toBeGreaterThanOrEqual(950);
      expect(ORDER_STATUSES).toContain(order.status);
      if (order.channel === 'Wholesale')
        expect(order.items).toBeGreaterThanOrEqual(12);
    }
    // The newest orders have not shipped yet.
    expect(
      orders
        .slice(0, 6)
        .every((order) => ['Pending', 'Paid'].includes(order.status)),
    ).toBe(true);
  });
});

describe('sessions and metrics', () => {
  it('has one entry per day of June with positive counts', () => {
    expect(dailySessions).toHaveLength(30);
    expect(dailySessions[0]?.date).toBe('2025-06-01');
    expect(dailySessions[29]?.date).toBe('2025-06-30');
    expect(generateSessions(30)).toEqual(dailySessions);
    expect(dailySessions.every((day) => day.current > 0 && day.previous > 0)).toBe(
      true,
    );
  });

  it('derives revenue and conversion from the data', () => {
    const revenue = metrics.find((metric) => metric.id === 'revenue');
    const total = channelRevenue.reduce((sum, row) => sum + row.cents, 0);
    expect(revenue?.value).toBe(total);
    const conversion = metrics.find((metric) => metric.id === 'conversion');
    const sessions = dailySessions.reduce((sum, day) => sum + day.current, 0);
    expect(conversion?.value).toBeCloseTo(412 / sessions, 10);
  });
});
