// The Harbourline team: invented people for the directory. Eight of them have a portrait under
// /static/images/avatars/; the rest are shown with their initials.

export const ROLES = [
  'Designer',
  'Engineer',
  'Product manager',
  'Researcher',
  'Support lead',
] as const;

export type Role = (typeof ROLES)[number];

export const LOCATIONS = ['Lisbon', 'Nairobi', 'Osaka', 'Toronto'] as const;

export type Location = (typeof LOCATIONS)[number];

export interface Person {
  id: string;
  name: string;
  role: Role;
  /** What they work on, shown under the role. */
  title: string;
  location: Location;
  /** The portrait's site path; people without one get their initials. */
  avatar?: string;
  email: string;
  /** First day at Harbourline, as an ISO date (fixed, so server and browser agree). */
  joined: string;
  skills: string[];
  about: string;
}

const portrait = (file: string) => `/static/images/avatars/${file}.svg`;

export const PEOPLE: Person[] = [
  {
    id: 'ada-whitlock',
    name: 'Ada Whitlock',
    role: 'Engineer',
    title: 'Payments platform',
    location: 'Lisbon',
    avatar: portrait('ada'),
    email: 'ada.whitlock@harbourline.example',
    joined: '2019-04-01',
    skills: ['TypeScript', 'Postgres', 'Incident review'],
    about:
      'Keeps the ledger service honest and runs the Thursday reliability review.',
  },
  {
    id: 'ben-carvalho',
    name: 'Ben Carvalho',
    role: 'Designer',
    title: 'Booking flow',
    location: 'Lisbon',
    avatar: portrait('ben'),
    email: 'ben.carvalho@harbourline.example',
    joined: '2021-09-13',
    skills: ['Interaction design', 'Prototyping', 'Accessibility'],
    about: 'Redesigned checkout so a booking takes three steps instead of seven.',
  },
  {
    id: 'chloe-marchetti',
    name: 'Chloe Marchetti',
    role: 'Product manager',
    title: 'Partner tools',
    location: 'Toronto',
    avatar: portrait('chloe'),
    email: 'chloe.marchetti@harbourline.example',
    joined: '2020-02-03',
    skills: ['Roadmaps', 'Pricing', 'Partner interviews'],
    about:
      'Talks to a ferry operator every week and turns what she hears into the roadmap.',
  },
  {
    id: 'david-mensah',
    name: 'David Mensah',
    role: 'Engineer',
    title: 'Mobile apps',
    location: 'Nairobi',
    avatar: portrait('david'),
    email: 'david.mensah@harbourline.example',
    joined: '2022-01-10',
    skills: ['React Native', 'Offline sync', 'Testing'],
    about:
      'Made tickets open without a signal, which the island routes needed most.',
  },
  {
    id: 'elena-petrova',
    name: 'Elena Petrova',
    role: 'Researcher',
    title: 'Traveller insights',
    location: 'Toronto',
    avatar: portrait('elena'),
    email: 'elena.petrova@harbourline.example',
    joined: '2018-06-18',
    skills: ['Field studies', 'Surveys', 'Synthesis'],
    about: 'Rides the routes with travellers and brings back what slowed them down.',
  },
  {
    id: 'farid-haddad',
    name: 'Farid Haddad',
    role: 'Support lead',
    title: 'Operator support',
    location: 'Nairobi',
    avatar: portrait('farid'),
    email: 'farid.haddad@harbourline.example',
    joined: '2020-11-02',
    skills: ['Escalations', 'Knowledge base', 'Coaching'],
    about:
      'Answers the hard tickets and writes the help article so nobody has to ask twice.',
  },
  {
    id: 'grace-oduya',
    name: 'Grace Oduya',
    role: 'Designer',
    title: 'Design system',
    location: 'Osaka',
    avatar: portrait('grace'),
    email: 'grace.oduya@harbourline.example',
    joined: '2019-10-21',
    skills: ['Design tokens', 'Components', 'Colour'],
    about:
      'Looks after the component library that every Harbourline screen is built from.',
  },
  {
    id: 'hiro-tanaka',
    name: 'Hiro Tanaka',
    role: 'Engineer',
    title: 'Search and routing',
    location: 'Osaka',
    avatar: portrait('hiro'),
    email: 'hiro.tanaka@harbourline.example',
    joined: '2017-08-28',
    skills: ['Go', 'Graph search', 'Performance'],
    about: 'Wrote the route planner that finds a connection across four operators.',
  },
  {
    id: 'ines-moreau',
    name: 'Inès Moreau',
    role: 'Product manager',
    title: 'Traveller app',
    location: 'Lisbon',
    email: 'ines.moreau@harbourline.example',
    joined: '2023-03-06',
    skills: ['Experiments', 'Analytics', 'Onboarding'],
    about: 'Runs the experiments that decide what the app shows first.',
  },
  {
    id: 'jonas-lindqvist',
    name: 'Jonas Lindqvist',
    role: 'Engineer',
    title: 'Data pipeline',
    location: 'Toronto',
    email: 'jonas.lindqvist@harbourline.example',
    joined: '2021-05-17',
    skills: ['Python', 'Streaming', 'Data quality'],
    about: 'Moves timetable updates from operators to travellers within a minute.',
  },
  {
    id: 'kemi-adeyemi',
    name: 'Kemi Adeyemi',
    role: 'Researcher',
    title: 'Operator insights',
    location: 'Nairobi',
    email: 'kemi.adeyemi@harbourline.example',
    joined: '2022-07-25',
    skills: ['Interviews', 'Journey maps', 'Workshops'],
    about:
      'Studies how operators plan their season and where our tools get in the way.',
  },
  {
    id: 'luca-bianchi',
    name: 'Luca Bianchi',
    role: 'Support lead',
    title: 'Traveller support',
    location: 'Lisbon',
    email: 'luca.bianchi@harbourline.example',
    joined: '2019-01-14',
    skills: ['Live chat', 'Refunds', 'Hiring'],
    about:
      'Built the support rota that covers every time zone Harbourline sails in.',
  },
  {
    id: 'maya-fischer',
    name: 'Maya Fischer',
    role: 'Designer',
    title: 'Operator dashboard',
    location: 'Toronto',
    email: 'maya.fischer@harbourline.example',
    joined: '2023-09-04',
    skills: ['Data visualisation', 'Research', 'Figma'],
    about:
      'Turns a season of bookings into charts an operator can read at a glance.',
  },
  {
    id: 'noor-rahman',
    name: 'Noor Rahman',
    role: 'Engineer',
    title: 'Security',
    location: 'Osaka',
    email: 'noor.rahman@harbourline.example',
    joined: '2020-08-10',
    skills: ['Threat modelling', 'Auth', 'Rust'],
    about:
      'Leads the security reviews and owns sign-in for travellers and operators.',
  },
  {
    id: 'oscar-nilsson',
    name: 'Oscar Nilsson',
    role: 'Product manager',
    title: 'Payments',
    location: 'Osaka',
    email: 'oscar.nilsson@harbourline.example',
    joined: '2018-12-03',
    skills: ['Payments', 'Compliance', 'Forecasting'],
    about: 'Added eleven local payment methods without adding a step to checkout.',
  },
  {
    id: 'priya-nair',
    name: 'Priya Nair',
    role: 'Engineer',
    title: 'Design system',
    location: 'Nairobi',
    email: 'priya.nair@harbourline.example',
    joined: '2024-02-19',
    skills: ['CSS', 'Accessibility', 'Storybook'],
    about: 'Pairs with Grace to turn the design tokens into components that ship.',
  },
];
