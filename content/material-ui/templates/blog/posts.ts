export interface Author {
  name: string;
  avatar: string;
}

export interface Post {
  id: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: Author;
  /** Publication day, `YYYY-MM-DD`. */
  date: string;
  image: string;
  imageAlt: string;
}

const authors = {
  ada: { name: 'Ada Okafor', avatar: '/static/images/avatars/ada.svg' },
  ben: { name: 'Ben Carter', avatar: '/static/images/avatars/ben.svg' },
  chloe: { name: 'Chloe Laurent', avatar: '/static/images/avatars/chloe.svg' },
  david: { name: 'David Mensah', avatar: '/static/images/avatars/david.svg' },
  elena: { name: 'Elena Ruiz', avatar: '/static/images/avatars/elena.svg' },
  farid: { name: 'Farid Haddad', avatar: '/static/images/avatars/farid.svg' },
  hiro: { name: 'Hiro Tanaka', avatar: '/static/images/avatars/hiro.svg' },
} satisfies Record<string, Author>;

/** The post shown large at the top and in full below the grid. */
export const featuredPost: Post = {
  id: 'ci-in-eleven-minutes',
  title: 'How we cut our CI pipeline from 38 minutes to 11',
  excerpt:
    'A content-addressed cache, a test suite split by timing data and one deleted Docker layer: what worked, what did not, and the numbers before and after.',
  tags: ['Performance', 'Infrastructure'],
  author: authors.david,
  date: '2026-10-14',
  image: '/static/images/scenes/mountains.svg',
  imageAlt: 'Snow-capped mountains above green hills under a pale sky',
};

/** The rest of the blog, newest first. */
export const posts: Post[] = [
  {
    id: 'reading-query-plans',
    title: 'Reading our own Postgres query plans',
    excerpt:
      'Three slow queries in the route planner, the EXPLAIN output that gave each one away, and the index we should have had from day one.',
    tags: ['Databases', 'Performance'],
    author: authors.ada,
    date: '2026-10-02',
    image: '/static/images/scenes/snow.svg',
    imageAlt:
      'Snowy hills with snow-covered pines and a small cabin while snow falls',
  },
  {
    id: 'forty-million-rows',
    title: 'Moving 40 million rows without a maintenance window',
    excerpt:
      'How we split the shipments table in two while the tracking API kept serving, using dual writes, a backfill job and a very boring cut-over.',
    tags: ['Databases', 'Infrastructure'],
    author: authors.elena,
    date: '2026-09-30',
    image: '/static/images/scenes/lake.svg',
    imageAlt: 'Sailing boat on a calm lake at sunset, with pine trees on the shore',
  },
  {
    id: 'tokens-as-css-variables',
    title: 'Our design tokens now ship as CSS variables',
    excerpt:
      'Dark mode used to mean a second stylesheet. Now it is one class on the root element, and the dispatch console repaints without a flash.',
    tags: ['Frontend'],
    author: authors.chloe,
    date: '2026-09-18',
    image: '/static/images/scenes/meadow.svg',
    imageAlt: 'Green meadow with wildflowers under a blue sky with clouds',
  },
  {
    id: 'flaky-tests-are-bugs',
    title: 'Flaky tests are a product bug',
    excerpt:
      'We stopped retrying failed tests and started filing them like customer bugs. Six weeks later the quarantine list was empty.',
    tags: ['Testing', 'Culture'],
    author: authors.ben,
    date: '2026-09-04',
    image: '/static/images/scenes/forest.svg',
    imageAlt: 'Misty pine forest with a sandy path winding between the trees',
  },
  {
    id: 'flame-graphs',
    title: 'Profiling the route planner with flame graphs',
    excerpt:
      'A 900 ms endpoint, a flame graph that looked like a city skyline, and the date-parsing helper hiding at the top of it.',
    tags: ['Performance'],
    author: authors.hiro,
    date: '2026-08-07',
    image: '/static/images/scenes/canyon.svg',
    imageAlt: 'Red rock canyon with a river running through it',
  },
  {
    id: 'blue-green-tracking-api',
    title: 'Blue-green deploys for the tracking API',
    excerpt:
      'Two identical fleets, one load balancer switch and a rollback that takes eight seconds. Notes from our first hundred releases.',
    tags: ['Infrastructure'],
    author: authors.farid,
    date: '2026-07-24',
    image: '/static/images/scenes/city.svg',
    imageAlt: 'City skyline with lit windows at dusk',
  },
];
