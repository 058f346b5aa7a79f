/**
 * The usage playgrounds, by the name MDX gives them (`<JoyUsagePlayground component="Button" />`).
 * Props, values and defaults are those of the installed @mui/joy: usageConfigs.test.tsx checks them
 * against its type definitions (through the generated API data), its prop types, and a render with
 * each default written out, which must equal the render without it.
 */
import { h } from './jsx';
import { color, flag, oneOf, size, variant, type ChangedProps, type UnsetNote, type UsageConfig } from './usage';

const ORIENTATIONS = ['horizontal', 'vertical'];
const orientation = (defaultValue: 'horizontal' | 'vertical') => oneOf('orientation', ORIENTATIONS, defaultValue);
const determinate = flag('determinate');

/** Unset, the value follows whether the control is checked. */
const followsState = (checked: string, unchecked: string): UnsetNote => ({ key: 'joyPlayground.unset.followsState', values: { checked, unchecked } });
/** Unset, the size comes from a parent that sets the component's size variable. */
const sizeFromParent = (variable: string): UnsetNote => ({ key: 'joyPlayground.unset.sizeFromParent', values: { variable, size: 'md' } });
const focusRing: UnsetNote = { key: 'joyPlayground.unset.focusRing' };

/** A progress indicator's value, written only when it is determinate (an indeterminate one ignores it). */
const progressValue = (props: ChangedProps) => (props.determinate ? 60 : undefined);

export const usageConfigs = {
  Alert: {
    target: 'Alert',
    controls: [variant('soft'), color('neutral'), size(), flag('invertedColors')],
    template: (props) => h('Alert', { ...props, startDecorator: h('InfoOutlined') }, 'A new version is available.'),
    previewHeight: 120,
  },
  AspectRatio: {
    target: 'AspectRatio',
    controls: [variant('soft'), color('neutral'), oneOf('ratio', ['16 / 9', '4 / 3', '1 / 1', '21 / 9'], '16 / 9')],
    template: (props) => h('AspectRatio', { ...props, sx: { width: 240 } }, h('Typography', { level: 'title-md', component: 'div', textColor: 'inherit' }, 'Cover image')),
    previewHeight: 260,
  },
  Autocomplete: {
    target: 'Autocomplete',
    // As Input: unset, the colour leaves the focus ring to the theme; any colour written out sets it.
    controls: [variant('outlined'), color(null, { unset: focusRing }), size(), flag('disabled'), flag('multiple')],
    template: (props) => h('Autocomplete', { ...props, options: ['Lisbon', 'Porto', 'Madrid', 'Seville'], placeholder: 'Choose a city', 'aria-label': 'City', sx: { width: 280 } }),
    previewHeight: 120,
  },
  Avatar: {
    target: 'Avatar',
    controls: [variant('soft'), color('neutral'), size()],
    template: (props) => h('Avatar', props, 'AL'),
    previewHeight: 120,
  },
  Badge: {
    target: 'Badge',
    controls: [variant('solid'), color('primary'), size(), flag('invisible')],
    template: (props) => h('Badge', { ...props, badgeContent: 4 }, h('MailOutlined')),
    previewHeight: 120,
  },
  Button: {
    target: 'Button',
    controls: [variant('solid'), color('primary'), size(), flag('disabled'), flag('loading'), oneOf('loadingPosition', ['start', 'center', 'end'], 'center')],
    template: (props) => h('Button', props, 'Save'),
    previewHeight: 120,
  },
  ButtonGroup: {
    target: 'ButtonGroup',
    controls: [variant('outlined'), color('neutral'), size(), orientation('horizontal'), flag('disabled')],
    template: (props) => h('ButtonGroup', { ...props, 'aria-label': 'Calendar view' }, h('Button', {}, 'Day'), h('Button', {}, 'Week'), h('Button', {}, 'Month')),
    previewHeight: 200,
  },
  Card: {
    target: 'Card',
    controls: [variant('outlined'), color('neutral'), size(), orientation('vertical'), flag('invertedColors')],
    template: (props) =>
      h(
        'Card',
        props,
        h('Typography', { level: 'title-lg' }, 'Weekend in Lisbon'),
        h('Typography', { level: 'body-sm' }, 'Two nights by the river, breakfast included.'),
        h('Button', {}, 'Book'),
      ),
    previewHeight: 240,
  },
  Checkbox: {
    target: 'Checkbox',
    // Unset, the variant and colour follow the state (Checkbox.js); written out, they hold in both.
    controls: [variant(null, { unset: followsState('solid', 'outlined') }), color(null, { unset: followsState('primary', 'neutral') }), size(), flag('disabled'), flag('indeterminate')],
    template: (props) => h('Checkbox', { ...props, label: 'Email me about new releases', defaultChecked: true }),
    previewHeight: 120,
  },
  Chip: {
    target: 'Chip',
    controls: [variant('soft'), color('neutral'), size(), flag('disabled')],
    template: (props) => h('Chip', props, 'In stock'),
    previewHeight: 120,
  },
  CircularProgress: {
    target: 'CircularProgress',
    // Unset, the size leaves `--CircularProgress-size` to the parent (a Button sizes its loading indicator).
    controls: [variant('soft'), color('primary'), size(null, { unset: sizeFromParent('--CircularProgress-size') }), determinate],
    template: (props) => h('CircularProgress', { ...props, value: progressValue(props), 'aria-label': 'Loading results' }),
    previewHeight: 120,
  },
  Divider: {
    target: 'Divider',
    controls: [orientation('horizontal')],
    // A divider only shows between things: a vertical one in a row, a horizontal one in a column.
    template: (props) =>
      h(
        'Stack',
        { direction: props.orientation === 'vertical' ? 'row' : undefined, spacing: 2 },
        h('Typography', {}, 'Profile'),
        h('Divider', props),
        h('Typography', {}, 'Settings'),
      ),
    previewHeight: 160,
  },
  IconButton: {
    target: 'IconButton',
    // Unset, the size leaves `--IconButton-size` to the parent (an Input sizes the buttons it decorates with).
    controls: [variant('plain'), color('neutral'), size(null, { unset: sizeFromParent('--IconButton-size') }), flag('disabled'), flag('loading')],
    template: (props) => h('IconButton', { ...props, 'aria-label': 'Add to favourites' }, h('FavoriteBorder')),
    previewHeight: 120,
  },
  Input: {
    target: 'Input',
    // Unset, the colour leaves the focus ring to the theme's `focusVisible`; any colour written out sets it.
    controls: [variant('outlined'), color(null, { unset: focusRing }), size(), flag('disabled'), flag('error')],
    template: (props) => h('Input', { ...props, placeholder: 'you@example.com', 'aria-label': 'Email' }),
    previewHeight: 120,
  },
  LinearProgress: {
    target: 'LinearProgress',
    controls: [variant('soft'), color('primary'), size(), determinate],
    template: (props) => h('LinearProgress', { ...props, value: progressValue(props), 'aria-label': 'Uploading photos' }),
    previewHeight: 100,
  },
  List: {
    target: 'List',
    controls: [variant('plain'), color('neutral'), size(), orientation('vertical')],
    template: (props) => h('List', { ...props, 'aria-label': 'Mail folders' }, h('ListItem', {}, 'Inbox'), h('ListItem', {}, 'Drafts'), h('ListItem', {}, 'Sent')),
    previewHeight: 200,
  },
  Radio: {
    target: 'RadioGroup',
    // A RadioGroup passes its size and orientation to its radios, not a variant or colour (its own
    // `variant` and `color` style the group's surface): those go on each radio.
    controls: [
      variant('outlined', { target: 'Radio' }),
      color(null, { target: 'Radio', unset: followsState('primary', 'neutral') }),
      size(),
      orientation('vertical'),
    ],
    template: ({ variant: radioVariant, color: radioColor, ...groupProps }) => {
      const radio = (value: string, label: string) => h('Radio', { variant: radioVariant, color: radioColor, value, label });
      return h('RadioGroup', { ...groupProps, defaultValue: 'email', 'aria-label': 'Contact method' }, radio('email', 'Email'), radio('phone', 'Phone'), radio('post', 'Post'));
    },
    previewHeight: 180,
  },
  Select: {
    target: 'Select',
    controls: [variant('outlined'), color('neutral'), size(), flag('disabled')],
    template: (props) =>
      h(
        'Select',
        // A placeholder, not a default value: a Select shows its value once its options have registered,
        // in the browser, so the server's HTML would show an empty button until then. The placeholder's
        // default opacity (0.64) reads at 3.9:1, under the 4.5:1 text needs; 0.75 passes.
        { ...props, placeholder: 'Choose delivery', 'aria-label': 'Delivery', sx: { '--Select-placeholderOpacity': 0.75 } },
        h('Option', { value: 'standard' }, 'Standard'),
        h('Option', { value: 'express' }, 'Express'),
        h('Option', { value: 'collect' }, 'Collect in store'),
      ),
    previewHeight: 120,
  },
  Sheet: {
    target: 'Sheet',
    controls: [variant('plain'), color('neutral'), flag('invertedColors')],
    template: (props) => h('Sheet', { ...props, sx: { p: 2, borderRadius: 'sm' } }, h('Typography', {}, 'Delivery in 2 to 3 working days.')),
    previewHeight: 120,
  },
  Slider: {
    target: 'Slider',
    controls: [variant('solid'), color('primary'), size(), orientation('horizontal'), oneOf('valueLabelDisplay', ['on', 'auto', 'off'], 'off'), flag('marks'), flag('disabled')],
    // A vertical slider takes its container's height: the code gives it one, as an app would.
    template: (props) => h('Slider', { ...props, defaultValue: 40, step: 10, 'aria-label': 'Volume', sx: props.orientation === 'vertical' ? { height: 120 } : undefined }),
    previewHeight: 200,
  },
  Switch: {
    target: 'Switch',
    // Unset, the colour follows the state (Switch.js).
    controls: [variant('solid'), color(null, { unset: followsState('primary', 'neutral') }), size(), flag('disabled')],
    template: (props) => h('Typography', { component: 'label', endDecorator: h('Switch', { ...props, defaultChecked: true }) }, 'Wi-Fi'),
    previewHeight: 120,
  },
  Table: {
    target: 'Table',
    controls: [
      variant('plain'),
      color('neutral'),
      size(),
      oneOf('borderAxis', ['none', 'x', 'xBetween', 'y', 'yBetween', 'both', 'bothBetween'], 'xBetween'),
      oneOf('stripe', ['odd', 'even'], null),
      flag('hoverRow'),
    ],
    template: (props) =>
      h(
        'Table',
        { ...props, 'aria-label': 'Recent orders' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Order'), h('th', {}, 'Items'), h('th', {}, 'Total'))),
        h(
          'tbody',
          {},
          h('tr', {}, h('td', {}, '#1042'), h('td', {}, '3'), h('td', {}, '€48.00')),
          h('tr', {}, h('td', {}, '#1043'), h('td', {}, '1'), h('td', {}, '€12.50')),
          h('tr', {}, h('td', {}, '#1044'), h('td', {}, '2'), h('td', {}, '€31.90')),
        ),
      ),
    previewHeight: 240,
  },
  Textarea: {
    target: 'Textarea',
    // Unset, the colour leaves the focus ring to the theme's `focusVisible`; any colour written out sets it.
    controls: [variant('outlined'), color(null, { unset: focusRing }), size(), flag('disabled'), flag('error')],
    template: (props) => h('Textarea', { ...props, minRows: 2, placeholder: 'What did you think of the book?', 'aria-label': 'Review' }),
    previewHeight: 160,
  },
  ToggleButtonGroup: {
    target: 'ToggleButtonGroup',
    controls: [variant('outlined'), color('neutral'), size(), orientation('horizontal'), flag('disabled')],
    template: (props) =>
      h(
        'ToggleButtonGroup',
        { ...props, value: ['bold'], 'aria-label': 'Text formatting' },
        h('Button', { value: 'bold' }, 'Bold'),
        h('Button', { value: 'italic' }, 'Italic'),
        h('Button', { value: 'underline' }, 'Underline'),
      ),
    previewHeight: 200,
  },
  Tooltip: {
    target: 'Tooltip',
    controls: [
      variant('solid'),
      color('neutral'),
      size(),
      oneOf('placement', ['top-start', 'top', 'top-end', 'right-start', 'right', 'right-end', 'bottom-start', 'bottom', 'bottom-end', 'left-start', 'left', 'left-end'], 'bottom'),
      flag('arrow'),
    ],
    template: (props) => h('Tooltip', { ...props, title: 'Add to favourites' }, h('IconButton', {}, h('FavoriteBorder'))),
    previewHeight: 160,
    onInteraction: true,
  },
  Typography: {
    target: 'Typography',
    controls: [
      oneOf('level', ['h1', 'h2', 'h3', 'h4', 'title-lg', 'title-md', 'title-sm', 'body-lg', 'body-md', 'body-sm', 'body-xs', 'inherit'], 'body-md'),
      color(null),
      variant(null),
    ],
    template: (props) => h('Typography', props, 'Your order is on its way'),
    previewHeight: 140,
  },
} satisfies Record<string, UsageConfig>;

/** A component name `<JoyUsagePlayground component="…" />` accepts. */
export type UsagePlaygroundName = keyof typeof usageConfigs;
