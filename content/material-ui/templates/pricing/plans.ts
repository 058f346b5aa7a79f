import { YEARLY_DISCOUNT_PERCENT } from './pricing';

export interface Plan {
  id: string;
  name: string;
  description: string;
  /** The one price typed by hand; yearly prices are computed from it. */
  monthlyCents: number;
  recommended: boolean;
  features: string[];
}

export const PLANS: Plan[] = [
  {
    id: 'taster',
    name: 'Taster',
    description: 'One new single origin a month, for trying before you settle.',
    monthlyCents: 1600,
    recommended: false,
    features: [
      'One 250 g bag a month',
      "Roaster's choice of origin",
      'Ground to your brewer',
      'Free US shipping',
    ],
  },
  {
    id: 'daily-brew',
    name: 'Daily Brew',
    description: 'Enough for two cups a day, from the origins you pick.',
    monthlyCents: 3800,
    recommended: true,
    features: [
      'Three 250 g bags a month',
      'Choose your origins',
      'Tasting notes card in every box',
      '10% off brewing gear',
      'Free US shipping',
    ],
  },
  {
    id: 'office',
    name: 'Office',
    description: 'Whole bean by the kilo for teams of ten to thirty.',
    monthlyCents: 9600,
    recommended: false,
    features: [
      '2 kg a month, split as you like',
      'Deliveries every two weeks',
      'Burr grinder on loan',
      'Pay by invoice',
      '15% off brewing gear',
    ],
  },
];

/** A cell of the comparison table: included or not, or a value such as "750 g". */
export type FeatureValue = boolean | string;

export interface ComparisonRow {
  feature: string;
  /** One value per plan, in the order of PLANS. */
  values: [FeatureValue, FeatureValue, FeatureValue];
}

export const COMPARISON: ComparisonRow[] = [
  { feature: 'Coffee each month', values: ['250 g', '750 g', '2 kg'] },
  { feature: 'Deliveries', values: ['Monthly', 'Monthly', 'Every two weeks'] },
  { feature: 'Choose your origins', values: [false, true, true] },
  { feature: 'Ground to order', values: [true, true, true] },
  { feature: 'Free US shipping', values: [true, true, true] },
  { feature: 'Tasting notes card', values: [false, true, true] },
  { feature: 'Discount on brewing gear', values: [false, '10%', '15%'] },
  { feature: 'Burr grinder on loan', values: [false, false, true] },
  { feature: 'Pay by invoice', values: [false, false, true] },
  { feature: 'Pause or skip a month', values: [true, true, true] },
];

export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'How does yearly billing work?',
    answer: `You pay for twelve months in one go and it costs ${YEARLY_DISCOUNT_PERCENT}% less than twelve monthly payments. Deliveries still arrive on the same schedule, and you can cancel for a refund of the months not yet shipped.`,
  },
  {
    question: 'Can I change plans later?',
    answer:
      'Yes. Moving up or down takes effect from your next delivery, and on yearly billing we credit or charge the difference for the months left.',
  },
  {
    question: 'Can I pause or skip a delivery?',
    answer:
      'Skip any single month, or pause for up to three months, from your account page until two days before the roast date.',
  },
  {
    question: 'When is my coffee roasted?',
    answer:
      'We roast on Mondays and Thursdays and ship the same day, so your beans reach you within a week of roasting.',
  },
  {
    question: 'Do you ship outside the United States?',
    answer:
      'We ship to Canada and the United Kingdom. Shipping there is charged at checkout; the plan price stays the same.',
  },
];
