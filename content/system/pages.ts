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
      children: [
        { pathname: '/system/getting-started', title: 'Overview' },
        { pathname: '/system/getting-started/installation', title: 'Installation' },
        { pathname: '/system/getting-started/usage', title: 'Usage' },
        { pathname: '/system/getting-started/the-sx-prop', title: 'The sx prop' },
      ],
    },
    {
      pathname: '/system/style-utilities-group',
      title: 'Style utilities',
      children: [
        { pathname: '/system/borders', title: 'Borders' },
        { pathname: '/system/display', title: 'Display' },
        { pathname: '/system/flexbox', title: 'Flexbox' },
        { pathname: '/system/grid', title: 'Grid' },
        { pathname: '/system/palette', title: 'Palette' },
        { pathname: '/system/positions', title: 'Positions' },
        { pathname: '/system/shadows', title: 'Shadows' },
        { pathname: '/system/sizing', title: 'Sizing' },
        { pathname: '/system/spacing', title: 'Spacing' },
        { pathname: '/system/screen-readers', title: 'Screen readers' },
        { pathname: '/system/typography', title: 'Typography' },
      ],
    },
    {
      pathname: '/system/customization-group',
      title: 'Customization',
      children: [
        { pathname: '/system/styled', title: 'Custom components' },
        { pathname: '/system/theme', title: 'Theme' },
        { pathname: '/system/styled-engine', title: 'Styled engine' },
      ],
    },
    {
      pathname: '/system/components-group',
      title: 'Components',
      children: [
        { pathname: '/system/react-box', title: 'Box' },
        { pathname: '/system/react-container', title: 'Container' },
        { pathname: '/system/react-grid', title: 'Grid' },
        { pathname: '/system/react-stack', title: 'Stack' },
      ],
    },
  ],
};

export default section;
