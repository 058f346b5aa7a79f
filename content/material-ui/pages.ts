import type { Section } from '../../src/navigation/types';

const section: Section = {
  id: 'material-ui',
  name: 'Material UI',
  description: "A complete set of React components that follow Google's Material Design, themeable and ready for production.",
  pathPrefix: '/material-ui',
  landing: '/material-ui/getting-started',
  pages: [
    {
      pathname: '/material-ui/getting-started-group',
      title: 'Getting started',
      children: [
        { pathname: '/material-ui/getting-started', title: 'Overview' },
        { pathname: '/material-ui/getting-started/installation' },
        { pathname: '/material-ui/getting-started/usage' },
      ],
    },
    {
      pathname: '/material-ui/components',
      title: 'Components',
      children: [
        {
          pathname: '/material-ui/components/inputs',
          subheader: 'Inputs',
          children: [
            { pathname: '/material-ui/react-button' },
            { pathname: '/material-ui/react-slider' },
          ],
        },
        {
          pathname: '/material-ui/components/data-display',
          subheader: 'Data display',
          children: [
            { pathname: '/material-ui/react-avatar' },
            { pathname: '/material-ui/react-badge' },
            { pathname: '/material-ui/react-chip' },
          ],
        },
      ],
    },
  ],
};

export default section;
