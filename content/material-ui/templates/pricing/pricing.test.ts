import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  planPrice,
  YEARLY_DISCOUNT_PERCENT,
  yearlyCents,
} from './pricing';
import { PLANS } from './plans';

describe('yearlyCents', () => {
  it('charges twelve months less the discount', () => {
    expect(yearlyCents(3800, 15)).toBe(38760);
    expect(yearlyCents(1600, 15)).toBe(16320);
    expect(yearlyCents(1000, 0)).toBe(12000);
  });

  it('rounds to the nearest cent', () => {
    // 999 × 12 × 0.85 = 10189.8
    expect(yearlyCents(999, 15)).toBe(10190);
  });

  it('rejects impossible inputs', () => {
    expect(() => yearlyCents(-100)).toThrow(RangeError);
    expect(() => yearlyCents(12.5)).toThrow(RangeError);
    expect(() => yearlyCents(1000, 100)).toThrow(RangeError);
    expect(() => yearlyCents(1000, -5)).toThrow(RangeError);
  });
});

describe('planPrice', () => {
  it('bills the monthly price each month with no saving', () => {
    expect(planPrice(3800, 'monthly')).toEqual({
      perMonthCents: 3800,
      billedCents: 3800,
      savingsPerYearCents: 0,
    });
  });

  it('bills once a year and shows the monthly equivalent and the saving', () => {
    expect(planPrice(3800, 'yearly', 15)).toEqual({
      perMonthCents: 3230,
      billedCents: 38760,
      savingsPerYearCents: 6840,
    });
  });

  it('makes every plan cheaper per month when paid yearly', () => {
    for (const plan of PLANS) {
      const monthly = planPrice(plan.monthlyCents, 'monthly');
      const yearly = planPrice(plan.monthlyCents, 'yearly');
      expect(yearly.perMonthCents).toBeLessThan(monthly.perMonthCents);
      expect(yearly.savingsPerYearCents).toBe(
        Math.round((plan.monthlyCents * 12 * YEARLY_DISCOUNT_PERCENT) / 100),
      );
    }
  });
});

describe('formatPrice', () => {
  it('drops the cents from round amounts only', () => {
    expect(formatPrice(3800)).toBe('$38');
    expect(formatPrice(3230)).toBe('$32.30');
    expect(formatPrice(97920)).toBe('$979.20');
    expect(formatPrice(115200)).toBe('$1,152');
  });
});

describe('formatPrice against Intl', () => {
  it("writes what Intl's en-US formats write, whole dollars without cents", () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const amount of [0, 3800, 3230, 1_000_00, 1_234_56, 99]) {
      expect(formatPrice(amount)).toBe(amount % 100 === 0 ? whole.format(amount / 100) : cents.format(amount / 100));
    }
  });
});
