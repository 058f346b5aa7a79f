export interface Section {
  id: string;
  label: string;
}

/** The page's sections, in order: the app bar and the footer both link to these ids. */
export const sections: Section[] = [
  { id: 'features', label: 'Features' },
  { id: 'customers', label: 'Customers' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
];

/** The id of the sign-up form in the hero, the target of every "start a trial" link. */
export const SIGNUP_ID = 'signup';

export type FeatureId = 'rotations' | 'timeline' | 'status';

export interface Feature {
  id: FeatureId;
  title: string;
  summary: string;
  description: string;
  points: string[];
}

/** Typed as non-empty so the switcher always has a first feature to show. */
export const features: [Feature, ...Feature[]] = [
  {
    id: 'rotations',
    title: 'Rotations people can live with',
    summary: 'Fair schedules that follow the sun.',
    description:
      'Build weekly or follow-the-sun rotations in a calendar, then let people swap shifts from their phone. Brightwake balances nights and weekends across the team and warns you before anyone is on call twice in a row.',
    points: [
      'Drag-and-drop overrides',
      'Holiday calendars per region',
      'Fairness report',
    ],
  },
  {
    id: 'timeline',
    title: 'One timeline per incident',
    summary: 'Every alert, message and deploy in order.',
    description:
      'When a page fires, Brightwake opens an incident channel and starts a timeline. Alerts, chat decisions, deploys and graph snapshots land on it automatically, so the postmortem is half written before the fix ships.',
    points: [
      'Slack and Teams threads',
      'Deploy markers from CI',
      'Postmortem drafts',
    ],
  },
  {
    id: 'status',
    title: 'Status pages that update themselves',
    summary: 'Tell customers before they ask.',
    description:
      'Link components on your status page to the checks that watch them. When an incident is declared, the page turns amber with a plain-language note, and subscribers get an email as soon as you mark it resolved.',
    points: ['90-day uptime history', 'Email and RSS subscribers', 'Custom domains'],
  },
];

export interface Testimonial {
  name: string;
  role: string;
  avatar: string;
  quote: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Ada Okafor',
    role: 'Staff engineer, Larkspur',
    avatar: '/static/images/avatars/ada.svg',
    quote:
      'We went from a spreadsheet of who is on call to rotations that swap themselves. Nobody has missed a page since March.',
  },
  {
    name: 'Farid Haddad',
    role: 'Head of platform, Oakhaven Freight',
    avatar: '/static/images/avatars/farid.svg',
    quote:
      'The incident timeline is the feature I did not know I needed. Our postmortems take an hour now instead of a week of archaeology.',
  },
  {
    name: 'Grace Mensah',
    role: 'SRE lead, Vellum Health',
    avatar: '/static/images/avatars/grace.svg',
    quote:
      'Support tickets during outages dropped by a third once customers could see the status page change before they noticed anything.',
  },
];

export interface Question {
  question: string;
  answer: string;
}

export const questions: Question[] = [
  {
    question: 'How does the 14-day trial work?',
    answer:
      'Enter your work email and you get the Team plan for 14 days, no card needed. When the trial ends you choose a plan or drop to Starter; your rotations and history stay.',
  },
  {
    question: 'Can Brightwake call me, not just send a push notification?',
    answer:
      'Yes. Each person picks their own order of push, SMS and phone call, and how long to wait between them. Calls work in 60 countries.',
  },
  {
    question: 'Which monitoring tools send alerts to Brightwake?',
    answer:
      'Anything that can post a webhook or send an email. Ready-made integrations cover the common metrics, logging and uptime services, and each one takes about two minutes to connect.',
  },
  {
    question: 'Who counts as a user?',
    answer:
      'Anyone who can be paged. Stakeholders who only read incidents and subscribe to status updates are free and unlimited on every plan.',
  },
  {
    question: 'Where is our data stored?',
    answer:
      'In the EU or the US, your choice at sign-up. Data is encrypted at rest and in transit, and the Business plan adds an exportable audit log.',
  },
];
