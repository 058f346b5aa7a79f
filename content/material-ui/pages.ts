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
        { pathname: '/material-ui/all-components', title: 'All components' },
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
        {
          pathname: '/material-ui/components/surfaces',
          subheader: 'Surfaces',
          children: [
            { pathname: '/material-ui/react-accordion' },
            { pathname: '/material-ui/react-app-bar', title: 'App Bar' },
            { pathname: '/material-ui/react-card' },
            { pathname: '/material-ui/react-paper' },
          ],
        },
        {
          pathname: '/material-ui/components/navigation',
          subheader: 'Navigation',
          children: [
            { pathname: '/material-ui/react-bottom-navigation', title: 'Bottom Navigation' },
            { pathname: '/material-ui/react-breadcrumbs' },
            { pathname: '/material-ui/react-drawer' },
            { pathname: '/material-ui/react-link' },
            { pathname: '/material-ui/react-menu' },
            { pathname: '/material-ui/react-pagination' },
            { pathname: '/material-ui/react-speed-dial', title: 'Speed Dial' },
            { pathname: '/material-ui/react-stepper' },
            { pathname: '/material-ui/react-tabs' },
          ],
        },
        {
          pathname: '/material-ui/components/layout',
          subheader: 'Layout',
          children: [
            { pathname: '/material-ui/react-box' },
            { pathname: '/material-ui/react-container' },
            { pathname: '/material-ui/react-grid' },
            { pathname: '/material-ui/react-stack' },
            { pathname: '/material-ui/react-image-list', title: 'Image List' },
          ],
        },
        {
          pathname: '/material-ui/components/lab',
          subheader: 'Lab',
          children: [
            { pathname: '/material-ui/about-the-lab', title: 'About the lab' },
            { pathname: '/material-ui/react-masonry' },
            { pathname: '/material-ui/react-timeline' },
          ],
        },
        {
          pathname: '/material-ui/components/utils',
          subheader: 'Utils',
          children: [
            { pathname: '/material-ui/react-click-away-listener', title: 'Click-Away Listener' },
            { pathname: '/material-ui/react-css-baseline', title: 'CSS Baseline' },
            { pathname: '/material-ui/react-modal' },
            { pathname: '/material-ui/react-no-ssr', title: 'No SSR' },
            { pathname: '/material-ui/react-popover' },
            { pathname: '/material-ui/react-popper' },
            { pathname: '/material-ui/react-portal' },
            { pathname: '/material-ui/react-textarea-autosize', title: 'Textarea Autosize' },
            { pathname: '/material-ui/react-transitions' },
            { pathname: '/material-ui/react-use-media-query', title: 'useMediaQuery' },
          ],
        },
      ],
    },
  ],
};

export default section;
