import { describe, expect, it } from 'vitest';
import {
  billingNote,
  formatPrice,
  pricePerMonth,
  tiers,
  YEARLY_DISCOUNT,
} from './pricing';

describe('pricePerMonth', () => {
  it('keeps the list price on monthly billing', () => {
    expect(pricePerMonth(14, 'monthly')).toBe(14);
  });

  it('takes the yearly discount off and rounds to cents', () => {
    expect(YEARLY_DISCOUNT).toBe(0.2);
    expect(pricePerMonth(14, 'yearly')).toBe(11.2);
    expect(pricePerMonth(29, 'yearly')).toBe(23.2);
    expect(pricePerMonth(9.99, 'yearly')).toBe(7.99);
  });

  it('leaves a free tier free', () => {
    expect(pricePerMonth(0, 'yearly')).toBe(0);
  });
});

describe('formatPrice', () => {
  it('drops cents from whole amounts and pads the rest', () => {
    expect(formatPrice(14)).toBe('$14');
    expect(formatPrice(11.2)).toBe('$11.20');
    expect(formatPrice(0)).toBe('$0');
  });
});

describe('billingNote', () => {
  it('describes each period', () => {
    expect(billingNote(0, 'yearly')).toBe('Free forever for up to 5 people');
    expect(billingNote(14, 'monthly')).toBe('per user / month, billed monthly');
    expect(billingNote(14, 'yearly')).toBe(
      'per user / month, $134.40 billed yearly',
    );
    expect(billingNote(29, 'yearly')).toBe(
      'per user / month, $278.40 billed yearly',
    );
  });
});

describe('tiers', () => {
  it('offers three tiers with one highlighted', () => {
    expect(tiers).toHaveLength(3);
    expect(tiers.filter((tier) => tier.highlighted)).toHaveLength(1);
  });
});
