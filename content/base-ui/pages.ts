import type { Section } from '../../src/navigation/types';

/** `['dialog', 'Dialog']` → the component page's sidebar entry. */
const component = ([name, title]: readonly [string, string]) => ({ pathname: `/base-ui/react-${name}`, title });

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
      children: [
        { pathname: '/base-ui/getting-started', title: 'Overview' },
        { pathname: '/base-ui/getting-started/quick-start', title: 'Quick start' },
        { pathname: '/base-ui/getting-started/accessibility', title: 'Accessibility' },
        { pathname: '/base-ui/getting-started/releases', title: 'Releases' },
      ],
    },
    {
      pathname: '/base-ui/handbook-group',
      title: 'Handbook',
      children: [
        { pathname: '/base-ui/handbook/styling', title: 'Styling' },
        { pathname: '/base-ui/handbook/animation', title: 'Animation' },
        { pathname: '/base-ui/handbook/composition', title: 'Composition' },
        { pathname: '/base-ui/handbook/customization', title: 'Customization' },
        { pathname: '/base-ui/handbook/forms', title: 'Forms' },
        { pathname: '/base-ui/handbook/typescript', title: 'TypeScript' },
      ],
    },
    {
      pathname: '/base-ui/components-group',
      title: 'Components',
      children: (
        [
          ['accordion', 'Accordion'],
          ['alert-dialog', 'Alert Dialog'],
          ['autocomplete', 'Autocomplete'],
          ['avatar', 'Avatar'],
          ['button', 'Button'],
          ['checkbox', 'Checkbox'],
          ['checkbox-group', 'Checkbox Group'],
          ['collapsible', 'Collapsible'],
          ['combobox', 'Combobox'],
          ['context-menu', 'Context Menu'],
          ['dialog', 'Dialog'],
          ['drawer', 'Drawer'],
          ['field', 'Field'],
          ['fieldset', 'Fieldset'],
          ['form', 'Form'],
          ['input', 'Input'],
          ['menu', 'Menu'],
          ['menubar', 'Menubar'],
          ['meter', 'Meter'],
          ['navigation-menu', 'Navigation Menu'],
          ['number-field', 'Number Field'],
          ['otp-field', 'OTP Field'],
          ['popover', 'Popover'],
          ['preview-card', 'Preview Card'],
          ['progress', 'Progress'],
          ['radio', 'Radio'],
          ['scroll-area', 'Scroll Area'],
          ['select', 'Select'],
          ['separator', 'Separator'],
          ['slider', 'Slider'],
          ['switch', 'Switch'],
          ['tabs', 'Tabs'],
          ['toast', 'Toast'],
          ['toggle', 'Toggle'],
          ['toggle-group', 'Toggle Group'],
          ['toolbar', 'Toolbar'],
          ['tooltip', 'Tooltip'],
        ] as const
      ).map(component),
    },
    {
      pathname: '/base-ui/utils-group',
      title: 'Utils',
      children: [
        { pathname: '/base-ui/react-csp-provider', title: 'CSP Provider' },
        { pathname: '/base-ui/react-direction-provider', title: 'Direction Provider' },
        { pathname: '/base-ui/utils/merge-props', title: 'mergeProps' },
        { pathname: '/base-ui/utils/use-render', title: 'useRender' },
      ],
    },
  ],
};

export default section;
