import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'base-ui',
  name: 'Base UI',
  description: 'Unstyled, accessible React components that handle behaviour and leave every pixel of styling to you.',
  pathPrefix: '/base-ui',
  landing: '/base-ui/getting-started',
  pages: [
    {
      pathname: '/base-ui/getting-started-group',
      title: 'Getting started',
      children: [{ pathname: '/base-ui/getting-started', title: 'Overview' }],
    },
    {
      pathname: '/base-ui/components-group',
      title: 'Components',
      children: [
        { pathname: '/base-ui/react-checkbox', title: 'Checkbox' },
        { pathname: '/base-ui/react-slider', title: 'Slider' },
        { pathname: '/base-ui/react-switch', title: 'Switch' },
      ],
    },
  ],
};

export default section;
