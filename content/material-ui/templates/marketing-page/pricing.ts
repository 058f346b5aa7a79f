export type BillingPeriod = 'monthly' | 'yearly';

export interface Tier {
  id: string;
  name: string;
  description: string;
  /** Price per user per month when billed monthly, in US dollars. 0 means free. */
  monthlyPrice: number;
  features: string[];
  cta: string;
  highlighted?: boolean;
}

/** Share of the monthly price taken off when a team pays for a year up front. */
export const YEARLY_DISCOUNT = 0.2;

/** What one user costs per month on the given billing period, rounded to whole cents. */
export function pricePerMonth(monthlyPrice: number, period: BillingPeriod): number {
  const price =
    period === 'yearly' ? monthlyPrice * (1 - YEARLY_DISCOUNT) : monthlyPrice;
  return Math.round(price * 100) / 100;
}

/** `$14`, `$11.20`, or `$0` for a free tier. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The small print under a price. */
export function billingNote(monthlyPrice: number, period: BillingPeriod): string {
  if (monthlyPrice === 0) return 'Free forever for up to 5 people';
  if (period === 'monthly') return 'per user / month, billed monthly';
  const yearly = pricePerMonth(monthlyPrice, 'yearly') * 12;
  return `per user / month, ${formatPrice(Math.round(yearly * 100) / 100)} billed yearly`;
}

export const tiers: Tier[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'For a side project or a team taking its first pager.',
    monthlyPrice: 0,
    features: [
      'One on-call rotation',
      'Phone, SMS and push alerts',
      'Public status page',
      '7 days of incident history',
    ],
    cta: 'Start for free',
  },
  {
    id: 'team',
    name: 'Team',
    description: 'For product teams that share on-call across time zones.',
    monthlyPrice: 14,
    features: [
      'Unlimited rotations and overrides',
      'Escalation policies',
      'Incident timelines and postmortems',
      'Slack and Microsoft Teams apps',
      '1 year of incident history',
    ],
    cta: 'Start a 14-day trial',
    highlighted: true,
  },
  {
    id: 'business',
    name: 'Business',
    description: 'For companies with uptime promises in their contracts.',
    monthlyPrice: 29,
    features: [
      'Everything in Team',
      'Private and branded status pages',
      'SAML single sign-on and SCIM',
      'Audit log export',
      'Support that answers within an hour',
    ],
    cta: 'Talk to sales',
  },
];
