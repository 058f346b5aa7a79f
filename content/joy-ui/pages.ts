import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'joy-ui',
  name: 'Joy UI',
  description: "React components built on MUI's own design language rather than Material Design, with CSS variables at their core.",
  pathPrefix: '/joy-ui',
  landing: '/joy-ui/getting-started',
  pages: [
    {
      pathname: '/joy-ui/getting-started-group',
      title: 'Getting started',
      children: [
        { pathname: '/joy-ui/getting-started', title: 'Overview' },
        { pathname: '/joy-ui/getting-started/installation' },
      ],
    },
  ],
};

export default section;
