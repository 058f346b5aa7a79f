import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'docs-infra',
  name: 'Docs infra',
  description: 'Experimental notes on how this documentation site is built, for the people who write its pages.',
  pathPrefix: '/experiments/docs',
  landing: '/experiments/docs/writing-pages',
  pages: [
    { pathname: '/experiments/docs/writing-pages', unstable: true },
    { pathname: '/experiments/docs/writing-demos', unstable: true },
  ],
};

export default section;
