/**
 * The CSS variables playgrounds, by the name MDX gives them (`<JoyCssVarsPlayground component="Button" />`).
 * Each lists lengths the component's source reads (`var(--Button-gap)`) or sets per size, with the
 * value the installed @mui/joy gives them: cssVarsConfigs.test.tsx finds every name in the component's
 * source and renders the template at each size to read the value Joy's styles give it. Colours and
 * the variables Joy derives from others (`--Input-decoratorChildHeight`) are left out: a slider of a
 * length is what these playgrounds teach.
 */
import { h } from './jsx';
import type { CssVarControl, CssVarsConfig } from './cssVars';

type PerSize = CssVarControl['default'];

/** A length in rem, on eighths of a rem. */
const rem = (name: `--${string}`, min: number, max: number, value: PerSize): CssVarControl => ({ name, unit: 'rem', min, max, step: 0.125, default: value });
/** A length in whole pixels. */
const px = (name: `--${string}`, min: number, max: number, value: PerSize): CssVarControl => ({ name, unit: 'px', min, max, step: 1, default: value });
/** A radius from the theme (`theme.vars.radius.*`, whose px value is the fallback Joy writes). */
const radius = (name: `--${string}`, value: PerSize): CssVarControl => px(name, 0, 32, value);

export const cssVarsConfigs = {
  Alert: {
    target: 'Alert',
    sources: ['Alert'],
    sizes: true,
    vars: [rem('--Alert-padding', 0, 3, { sm: 0.5, md: 0.75, lg: 1 }), radius('--Alert-radius', 6)],
    template: ({ size, sx }) => h('Alert', { size, startDecorator: h('InfoOutlined'), sx }, 'A new version is available.'),
    previewHeight: 140,
  },
  Avatar: {
    target: 'Avatar',
    sources: ['Avatar'],
    sizes: true,
    vars: [rem('--Avatar-size', 1, 6, { sm: 2, md: 2.5, lg: 3 }), { name: '--Avatar-radius', unit: '%', min: 0, max: 50, step: 1, default: 50 }],
    template: ({ size, sx }) => h('Avatar', { size, sx }, 'AL'),
    previewHeight: 140,
  },
  Badge: {
    target: 'Badge',
    sources: ['Badge'],
    sizes: true,
    vars: [rem('--Badge-minHeight', 0.5, 3, { sm: 1, md: 1.25, lg: 1.5 }), rem('--Badge-paddingX', 0, 1, { sm: 0.25, md: 0.375, lg: 0.5 }), px('--Badge-ringSize', 0, 8, 2)],
    template: ({ size, sx }) => h('Badge', { size, badgeContent: 4, sx }, h('MailOutlined')),
    previewHeight: 120,
  },
  Button: {
    target: 'Button',
    sources: ['Button'],
    sizes: true,
    vars: [
      rem('--Button-gap', 0, 2, { sm: 0.375, md: 0.5, lg: 0.75 }),
      rem('--Button-minHeight', 1.5, 4, { sm: 2, md: 2.25, lg: 2.75 }),
      rem('--Button-paddingBlock', 0, 1.5, { sm: 0.25, md: 0.375, lg: 0.5 }),
      radius('--Button-radius', 6),
    ],
    template: ({ size, sx }) => h('Button', { size, startDecorator: h('Add'), sx }, 'Add to cart'),
    previewHeight: 140,
  },
  ButtonGroup: {
    target: 'ButtonGroup',
    sources: ['ButtonGroup'],
    sizes: false,
    vars: [radius('--ButtonGroup-radius', 6), px('--ButtonGroup-separatorSize', 0, 6, 1)],
    template: ({ sx }) => h('ButtonGroup', { 'aria-label': 'Calendar view', sx }, h('Button', {}, 'Day'), h('Button', {}, 'Week'), h('Button', {}, 'Month')),
    previewHeight: 120,
  },
  Card: {
    target: 'Card',
    sources: ['Card'],
    sizes: true,
    vars: [rem('--Card-padding', 0, 3, { sm: 0.625, md: 1, lg: 1.5 }), radius('--Card-radius', { sm: 6, md: 8, lg: 12 })],
    template: ({ size, sx }) =>
      h(
        'Card',
        { size, sx },
        h('Typography', { level: 'title-lg' }, 'Weekend in Lisbon'),
        h('Typography', { level: 'body-sm' }, 'Two nights by the river, breakfast included.'),
      ),
    previewHeight: 200,
  },
  Checkbox: {
    target: 'Checkbox',
    sources: ['Checkbox'],
    sizes: true,
    vars: [rem('--Checkbox-size', 0.5, 3, { sm: 1, md: 1.25, lg: 1.5 }), rem('--Checkbox-gap', 0, 2, { sm: 0.5, md: 0.625, lg: 0.75 })],
    template: ({ size, sx }) => h('Checkbox', { size, label: 'Email me about new releases', defaultChecked: true, sx }),
    previewHeight: 120,
  },
  Chip: {
    target: 'Chip',
    sources: ['Chip'],
    sizes: true,
    vars: [rem('--Chip-minHeight', 0.75, 3, { sm: 1.25, md: 1.5, lg: 1.75 }), rem('--Chip-paddingInline', 0, 2, { sm: 0.375, md: 0.5, lg: 0.75 }), rem('--Chip-radius', 0, 2, 1.5)],
    template: ({ size, sx }) => h('Chip', { size, sx }, 'In stock'),
    previewHeight: 120,
  },
  CircularProgress: {
    target: 'CircularProgress',
    sources: ['CircularProgress'],
    sizes: true,
    vars: [px('--CircularProgress-size', 16, 120, { sm: 24, md: 40, lg: 64 }), px('--CircularProgress-thickness', 1, 20, { sm: 3, md: 6, lg: 8 })],
    template: ({ size, sx }) => h('CircularProgress', { size, determinate: true, value: 60, 'aria-label': 'Loading results', sx }),
    previewHeight: 160,
  },
  Divider: {
    target: 'Divider',
    sources: ['Divider'],
    sizes: false,
    vars: [
      px('--Divider-thickness', 0, 8, 1),
      px('--Divider-gap', 0, 48, 8),
      { name: '--Divider-childPosition', unit: '%', min: 0, max: 100, step: 1, default: 50 },
    ],
    template: ({ sx }) => h('Stack', { spacing: 2 }, h('Typography', {}, 'Sign in with your email'), h('Divider', { sx }, 'or'), h('Typography', {}, 'Continue with a passkey')),
    previewHeight: 160,
  },
  IconButton: {
    target: 'IconButton',
    sources: ['IconButton'],
    sizes: true,
    vars: [rem('--IconButton-size', 1, 4, { sm: 2, md: 2.25, lg: 2.75 }), radius('--IconButton-radius', 6)],
    template: ({ size, sx }) => h('IconButton', { size, variant: 'outlined', 'aria-label': 'Add to favourites', sx }, h('FavoriteBorder')),
    previewHeight: 140,
  },
  Input: {
    target: 'Input',
    sources: ['Input'],
    sizes: true,
    vars: [
      rem('--Input-minHeight', 1.5, 4, { sm: 2, md: 2.25, lg: 2.75 }),
      rem('--Input-paddingInline', 0, 2, { sm: 0.5, md: 0.75, lg: 1 }),
      rem('--Input-gap', 0, 2, { sm: 0.5, md: 0.5, lg: 0.75 }),
      radius('--Input-radius', 6),
      px('--Input-focusedThickness', 0, 6, 2),
      { name: '--Input-placeholderOpacity', unit: '', min: 0, max: 1, step: 0.01, default: 0.64 },
    ],
    template: ({ size, sx }) => h('Input', { size, startDecorator: h('MailOutlined'), placeholder: 'you@example.com', 'aria-label': 'Email', sx }),
    previewHeight: 140,
  },
  LinearProgress: {
    target: 'LinearProgress',
    sources: ['LinearProgress'],
    sizes: true,
    vars: [px('--LinearProgress-thickness', 1, 24, { sm: 4, md: 6, lg: 8 })],
    template: ({ size, sx }) => h('LinearProgress', { size, determinate: true, value: 60, 'aria-label': 'Uploading photos', sx }),
    previewHeight: 100,
  },
  List: {
    target: 'List',
    sources: ['List'],
    sizes: true,
    vars: [rem('--List-padding', 0, 2, { sm: 0.25, md: 0.375, lg: 0.5 }), px('--List-gap', 0, 24, 0)],
    template: ({ size, sx }) => h('List', { size, variant: 'outlined', 'aria-label': 'Mail folders', sx }, h('ListItem', {}, 'Inbox'), h('ListItem', {}, 'Drafts'), h('ListItem', {}, 'Sent')),
    previewHeight: 240,
  },
  ListItem: {
    target: 'List',
    sources: ['List', 'ListItem', 'ListItemDecorator'],
    sizes: true,
    vars: [
      rem('--ListItem-minHeight', 1, 4, { sm: 2, md: 2.25, lg: 2.75 }),
      rem('--ListItem-paddingX', 0, 2, { sm: 0.5, md: 0.75, lg: 1 }),
      rem('--ListItem-gap', 0, 2, { sm: 0.5, md: 0.625, lg: 0.75 }),
      rem('--ListItemDecorator-size', 1, 4, { sm: 2, md: 2.5, lg: 3 }),
    ],
    template: ({ size, sx }) =>
      h(
        'List',
        { size, 'aria-label': 'Mail folders', sx },
        h('ListItem', {}, h('ListItemDecorator', {}, h('InboxOutlined')), 'Inbox'),
        h('ListItem', {}, h('ListItemDecorator', {}, h('DraftsOutlined')), 'Drafts'),
        h('ListItem', {}, h('ListItemDecorator', {}, h('SendOutlined')), 'Sent'),
      ),
    previewHeight: 240,
  },
  Radio: {
    target: 'Radio',
    sources: ['Radio'],
    sizes: true,
    vars: [rem('--Radio-size', 0.5, 3, { sm: 1, md: 1.25, lg: 1.5 }), rem('--Radio-gap', 0, 2, { sm: 0.5, md: 0.625, lg: 0.75 })],
    // Each radio sets its own `--Radio-size`, so the variables go on the radios, not the group.
    template: ({ size, sx }) =>
      h(
        'RadioGroup',
        { size, defaultValue: 'standard', 'aria-label': 'Delivery' },
        h('Radio', { value: 'standard', label: 'Standard delivery', sx }),
        h('Radio', { value: 'express', label: 'Express delivery', sx }),
      ),
    previewHeight: 140,
  },
  Select: {
    target: 'Select',
    sources: ['Select'],
    sizes: true,
    vars: [
      rem('--Select-minHeight', 1.5, 4, { sm: 2, md: 2.25, lg: 2.75 }),
      rem('--Select-paddingInline', 0, 2, { sm: 0.5, md: 0.75, lg: 1 }),
      rem('--Select-gap', 0, 2, 0.5),
      radius('--Select-radius', 6),
      px('--Select-focusedThickness', 0, 6, 2),
      // Not `--Select-placeholderOpacity`: at its default (0.64) the placeholder, real text in a Select's
      // button, reads at 3.9:1, under the 4.5:1 the page must meet; the Select page shows it in a demo.
    ],
    template: ({ size, sx }) =>
      h(
        'Select',
        // A chosen value rather than a placeholder, whose default opacity reads at 3.9:1. A Select shows its
        // value once its options register in the browser, so the server's HTML has the field empty until then.
        { size, defaultValue: 'standard', startDecorator: h('LocalShippingOutlined'), 'aria-label': 'Delivery', sx },
        h('Option', { value: 'standard' }, 'Standard'),
        h('Option', { value: 'express' }, 'Express'),
      ),
    previewHeight: 140,
  },
  Slider: {
    target: 'Slider',
    sources: ['Slider'],
    sizes: true,
    vars: [
      px('--Slider-trackSize', 1, 24, { sm: 4, md: 6, lg: 8 }),
      px('--Slider-thumbSize', 4, 40, { sm: 14, md: 18, lg: 24 }),
      px('--Slider-markSize', 0, 12, { sm: 2, md: 2, lg: 3 }),
    ],
    template: ({ size, sx }) => h('Slider', { size, defaultValue: 40, step: 10, marks: true, 'aria-label': 'Volume', sx }),
    previewHeight: 120,
  },
  Switch: {
    target: 'Switch',
    sources: ['Switch'],
    sizes: true,
    vars: [
      px('--Switch-trackWidth', 16, 80, { sm: 26, md: 32, lg: 40 }),
      px('--Switch-trackHeight', 8, 48, { sm: 16, md: 20, lg: 24 }),
      px('--Switch-thumbSize', 4, 40, { sm: 10, md: 14, lg: 18 }),
      radius('--Switch-trackRadius', 16),
    ],
    template: ({ size, sx }) => h('Typography', { component: 'label', endDecorator: h('Switch', { size, defaultChecked: true, sx }) }, 'Wi-Fi'),
    previewHeight: 120,
  },
  Table: {
    target: 'Table',
    sources: ['Table'],
    sizes: true,
    vars: [
      px('--TableCell-height', 16, 80, { sm: 32, md: 40, lg: 48 }),
      rem('--TableCell-paddingX', 0, 2, { sm: 0.25, md: 0.5, lg: 0.75 }),
      rem('--TableCell-paddingY', 0, 2, { sm: 0.25, md: 0.375, lg: 0.5 }),
      px('--Table-headerUnderlineThickness', 0, 8, 2),
    ],
    template: ({ size, sx }) =>
      h(
        'Table',
        { size, 'aria-label': 'Recent orders', sx },
        h('thead', {}, h('tr', {}, h('th', {}, 'Order'), h('th', {}, 'Items'), h('th', {}, 'Total'))),
        h('tbody', {}, h('tr', {}, h('td', {}, '#1042'), h('td', {}, '3'), h('td', {}, '€48.00')), h('tr', {}, h('td', {}, '#1043'), h('td', {}, '1'), h('td', {}, '€12.50'))),
      ),
    previewHeight: 240,
  },
  Tabs: {
    target: 'Tabs',
    sources: ['Tabs'],
    sizes: true,
    vars: [rem('--Tabs-spacing', 0, 3, { sm: 0.75, md: 1, lg: 1.25 }), px('--Tab-indicatorThickness', 0, 8, 2)],
    template: ({ size, sx }) =>
      h(
        'Tabs',
        { size, defaultValue: 0, sx },
        h('TabList', { 'aria-label': 'Account settings' }, h('Tab', {}, 'Profile'), h('Tab', {}, 'Billing')),
        h('TabPanel', { value: 0 }, 'Your name and photo.'),
        h('TabPanel', { value: 1 }, 'Your plan and invoices.'),
      ),
    previewHeight: 180,
  },
  Textarea: {
    target: 'Textarea',
    sources: ['Textarea'],
    sizes: true,
    vars: [
      rem('--Textarea-minHeight', 1.5, 6, { sm: 2, md: 2.25, lg: 3 }),
      rem('--Textarea-paddingInline', 0, 2, { sm: 0.5, md: 0.75, lg: 1 }),
      radius('--Textarea-radius', 6),
      px('--Textarea-focusedThickness', 0, 6, 2),
      { name: '--Textarea-placeholderOpacity', unit: '', min: 0, max: 1, step: 0.01, default: 0.64 },
    ],
    template: ({ size, sx }) => h('Textarea', { size, minRows: 2, placeholder: 'What did you think of the book?', 'aria-label': 'Review', sx }),
    previewHeight: 180,
  },
} satisfies Record<string, CssVarsConfig>;

/** A component name `<JoyCssVarsPlayground component="…" />` accepts. */
export type CssVarsPlaygroundName = keyof typeof cssVarsConfigs;
