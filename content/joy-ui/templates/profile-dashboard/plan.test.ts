import { describe, expect, it } from 'vitest';
import { INVOICES, PLAN } from './data';
import { formatDollars, monthlyCost, percentUsed } from './plan';

describe('percentUsed', () => {
  it.each([
    [8, 10, 80],
    [32, 50, 64],
    [1, 3, 33],
    [2, 3, 67],
    [0, 10, 0],
    [12, 10, 100],
    [-1, 10, 0],
    [5, 0, 0],
  ])('%i of %i → %i%%', (used, total, percent) => {
    expect(percentUsed(used, total)).toBe(percent);
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [96, '$96'],
    [1250, '$1,250'],
    [1234567, '$1,234,567'],
    [-40, '−$40'],
    [12.6, '$13'],
  ])('%d → %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});

describe('monthlyCost', () => {
  it('charges each seat in use', () => {
    expect(monthlyCost(12, 8)).toBe(96);
    expect(monthlyCost(12, 0)).toBe(0);
  });

  it('matches the latest invoice in the fixtures', () => {
    expect(monthlyCost(PLAN.pricePerSeat, PLAN.seatsUsed)).toBe(INVOICES[0]?.amount);
  });
});
