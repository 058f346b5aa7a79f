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
            { pathname: '/material-ui/react-autocomplete' },
            { pathname: '/material-ui/react-button' },
            { pathname: '/material-ui/react-button-group', title: 'Button Group' },
            { pathname: '/material-ui/react-checkbox' },
            { pathname: '/material-ui/react-floating-action-button', title: 'Floating Action Button' },
            { pathname: '/material-ui/react-radio-button', title: 'Radio Group' },
            { pathname: '/material-ui/react-rating' },
            { pathname: '/material-ui/react-select' },
            { pathname: '/material-ui/react-slider' },
            { pathname: '/material-ui/react-switch' },
            { pathname: '/material-ui/react-text-field', title: 'Text Field' },
            { pathname: '/material-ui/react-transfer-list', title: 'Transfer List' },
            { pathname: '/material-ui/react-toggle-button', title: 'Toggle Button' },
          ],
        },
        {
          pathname: '/material-ui/components/data-display',
          subheader: 'Data display',
          children: [
            { pathname: '/material-ui/react-avatar' },
            { pathname: '/material-ui/react-badge' },
            { pathname: '/material-ui/react-chip' },
            { pathname: '/material-ui/react-divider' },
            { pathname: '/material-ui/icons', title: 'Icons' },
            { pathname: '/material-ui/react-list' },
            { pathname: '/material-ui/react-table' },
            { pathname: '/material-ui/react-tooltip' },
            { pathname: '/material-ui/react-typography' },
          ],
        },
        {
          pathname: '/material-ui/components/feedback',
          subheader: 'Feedback',
          children: [
            { pathname: '/material-ui/react-alert' },
            { pathname: '/material-ui/react-backdrop' },
            { pathname: '/material-ui/react-dialog' },
            { pathname: '/material-ui/react-progress' },
            { pathname: '/material-ui/react-skeleton' },
            { pathname: '/material-ui/react-snackbar' },
          ],
        },
      ],
    },
  ],
};

export default section;
