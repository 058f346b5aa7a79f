export type BillingPeriod = 'monthly' | 'yearly';

/** Paying for a year up front costs this much less than twelve monthly payments. */
export const YEARLY_DISCOUNT_PERCENT = 15;

export interface PlanPrice {
  /** What one month costs on this billing period, for comparing plans side by side. */
  perMonthCents: number;
  /** What the customer is charged each time they are billed. */
  billedCents: number;
  /** How much a year less than paying monthly (0 on the monthly period). */
  savingsPerYearCents: number;
}

/** A year's price from the monthly one, with the discount applied once and rounded to a cent. */
export function yearlyCents(
  monthlyCents: number,
  discountPercent: number = YEARLY_DISCOUNT_PERCENT,
): number {
  if (!Number.isInteger(monthlyCents) || monthlyCents < 0) {
    throw new RangeError(
      `monthlyCents must be a whole, non-negative number: ${monthlyCents}`,
    );
  }
  if (discountPercent < 0 || discountPercent >= 100) {
    throw new RangeError(
      `discountPercent must be from 0 up to 100: ${discountPercent}`,
    );
  }
  return Math.round((monthlyCents * 12 * (100 - discountPercent)) / 100);
}

export function planPrice(
  monthlyCents: number,
  period: BillingPeriod,
  discountPercent: number = YEARLY_DISCOUNT_PERCENT,
): PlanPrice {
  if (period === 'monthly') {
    yearlyCents(monthlyCents, discountPercent); // same argument checks on both periods
    return {
      perMonthCents: monthlyCents,
      billedCents: monthlyCents,
      savingsPerYearCents: 0,
    };
  }
  const billedCents = yearlyCents(monthlyCents, discountPercent);
  return {
    perMonthCents: Math.round(billedCents / 12),
    billedCents,
    savingsPerYearCents: monthlyCents * 12 - billedCents,
  };
}

/**
 * `$38` for a round amount, `$32.30` otherwise. Written out rather than with `Intl.NumberFormat`, whose
 * first use in a page loads the browser's locale data (about 30 ms of main thread) while it hydrates.
 */
export function formatPrice(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const whole = String(Math.floor(rounded / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = cents < 0 && rounded > 0 ? '-' : '';
  return rounded % 100 === 0 ? `${sign}$${whole}` : `${sign}$${whole}.${String(rounded % 100).padStart(2, '0')}`;
}
