import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'system',
  name: 'MUI System',
  description: 'Theme-aware styling utilities for React: the sx prop, layout primitives such as Box and Stack, and a theme you can share.',
  pathPrefix: '/system',
  landing: '/system/getting-started',
  pages: [
    {
      pathname: '/system/getting-started-group',
      title: 'Getting started',
      children: [{ pathname: '/system/getting-started', title: 'Overview' }],
    },
  ],
};

export default section;
