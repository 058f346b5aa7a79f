import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  formatPrice,
  makeOrderNumber,
  ORDER_ITEMS,
  shippingCost,
} from './orderTotals';
import type { OrderItem } from './types';

const beans: OrderItem = {
  id: 'beans',
  name: 'Beans',
  detail: '250 g',
  unitPriceCents: 1450,
  quantity: 2,
};

describe('computeTotals', () => {
  it('adds line totals (price times quantity) and shipping', () => {
    const totals = computeTotals([beans], 'US', 'express');
    expect(totals).toEqual({
      itemCount: 2,
      subtotalCents: 2900,
      shippingCents: 1400,
      totalCents: 4300,
    });
  });

  it('sums the basket the page shows', () => {
    const totals = computeTotals(ORDER_ITEMS, 'US', 'standard');
    expect(totals.subtotalCents).toBe(3400 + 2 * 1450 + 1800);
    expect(totals.itemCount).toBe(4);
    expect(totals.totalCents).toBe(totals.subtotalCents + totals.shippingCents);
  });

  it('charges no shipping on an empty basket', () => {
    expect(computeTotals([], 'GB', 'express').totalCents).toBe(0);
  });
});

describe('shippingCost', () => {
  it('makes US standard shipping free from $60', () => {
    expect(shippingCost(5999, 'US', 'standard')).toBe(650);
    expect(shippingCost(6000, 'US', 'standard')).toBe(0);
  });

  it('always charges for express and for other countries', () => {
    expect(shippingCost(9000, 'US', 'express')).toBe(1400);
    expect(shippingCost(9000, 'CA', 'standard')).toBe(1200);
    expect(shippingCost(9000, 'GB', 'express')).toBe(2900);
  });
});

describe('formatPrice', () => {
  it('formats cents as dollars', () => {
    expect(formatPrice(8100)).toBe('$81.00');
    expect(formatPrice(1450)).toBe('$14.50');
    expect(formatPrice(0)).toBe('$0.00');
  });
});

describe('makeOrderNumber', () => {
  it('combines the date and four base-36 characters', () => {
    expect(makeOrderNumber(new Date(2026, 2, 7), 0)).toBe('FH-260307-0000');
    expect(makeOrderNumber(new Date(2026, 11, 31), 0.5)).toBe('FH-261231-I000');
    expect(makeOrderNumber(new Date(2026, 0, 1), 0.999999)).toMatch(
      /^FH-260101-[0-9A-Z]{4}$/,
    );
  });
});

describe('formatPrice against Intl', () => {
  it("writes what Intl's en-US currency format writes", () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 5, 99, 1450, 8100, 123_456_78, -250]) {
      expect(formatPrice(cents)).toBe(intl.format(cents / 100));
    }
  });
});
