/**
 * The links under a component page's title (issue 37): the component's source in its package's public
 * repository, the WAI-ARIA Authoring Practices pattern it implements (where one applies), and its
 * package's bundle size. Pure rules; ComponentHeader.tsx reads the installed packages.
 */

/** The APG patterns this table links to (https://www.w3.org/WAI/ARIA/apg/patterns/<slug>/), with their titles. */
export const APG_PATTERNS = {
  accordion: 'Accordion',
  alert: 'Alert',
  alertdialog: 'Alert and Message Dialogs',
  breadcrumb: 'Breadcrumb',
  button: 'Button',
  checkbox: 'Checkbox',
  combobox: 'Combobox',
  'dialog-modal': 'Dialog (Modal)',
  disclosure: 'Disclosure (Show/Hide)',
  link: 'Link',
  listbox: 'Listbox',
  'menu-button': 'Menu Button',
  menubar: 'Menu and Menubar',
  meter: 'Meter',
  radio: 'Radio Group',
  slider: 'Slider',
  'slider-multithumb': 'Slider (Multi-Thumb)',
  spinbutton: 'Spinbutton',
  switch: 'Switch',
  table: 'Table',
  tabs: 'Tabs',
  toolbar: 'Toolbar',
  tooltip: 'Tooltip',
  treeview: 'Tree View',
} as const;

export type ApgPattern = keyof typeof APG_PATTERNS;

/**
 * The pattern a component implements, by the component's name (its first `components` entry; a Base UI
 * part's namespace). Only where the component's markup follows the pattern's roles and keys: a List is
 * not a listbox, a progress bar has no pattern.
 */
export const WAI_ARIA_PATTERNS: Readonly<Record<string, ApgPattern>> = {
  Accordion: 'accordion',
  Alert: 'alert',
  AlertDialog: 'alertdialog',
  Autocomplete: 'combobox',
  Breadcrumbs: 'breadcrumb',
  Button: 'button',
  ButtonGroup: 'button',
  Checkbox: 'checkbox',
  CheckboxGroup: 'checkbox',
  Collapsible: 'disclosure',
  Combobox: 'combobox',
  Dialog: 'dialog-modal',
  Drawer: 'dialog-modal',
  IconButton: 'button',
  Link: 'link',
  Menu: 'menu-button',
  Menubar: 'menubar',
  Meter: 'meter',
  Modal: 'dialog-modal',
  NumberField: 'spinbutton',
  Radio: 'radio',
  RadioGroup: 'radio',
  Select: 'combobox',
  Slider: 'slider',
  Switch: 'switch',
  Table: 'table',
  Tabs: 'tabs',
  ToggleButton: 'button',
  Toggle: 'button',
  Toolbar: 'toolbar',
  Tooltip: 'tooltip',
};

/**
 * Components whose name matches the table but whose markup does not follow the pattern in that package:
 * Material UI's Toolbar is a layout row without `role="toolbar"`; a Material or Joy Drawer is often a
 * permanent side panel, not a modal dialog.
 */
const NOT_THE_PATTERN: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['Toolbar', 'Drawer'],
  '@mui/joy': ['Drawer'],
};

/** The pattern of `component` in `packageName`, or null when none applies. */
export function waiAriaPattern(packageName: string, component: string): ApgPattern | null {
  if (NOT_THE_PATTERN[packageName]?.includes(component)) return null;
  return WAI_ARIA_PATTERNS[component] ?? null;
}

export function apgUrl(pattern: ApgPattern): string {
  return `https://www.w3.org/WAI/ARIA/apg/patterns/${pattern}/`;
}

/** `Dialog.Root` → `Dialog`; `Button` → `Button`. */
export function componentName(entry: string): string {
  return entry.split('.')[0] ?? entry;
}

/** `AlertDialog` → `alert-dialog`: Base UI's folder names. */
export function kebabCase(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/**
 * The folder of a component's source inside its package's source tree: Base UI's are kebab-case
 * (`src/alert-dialog`), Material UI's and Joy UI's are named after the component (`src/Button`).
 */
export function sourceFolder(packageName: string, component: string): string {
  return packageName === '@base-ui/react' ? kebabCase(component) : component;
}

/** `https://github.com/mui/material-ui` + `packages/mui-material` + `Button` → the folder's page on GitHub. */
export function sourceUrl(repository: string, directory: string, folder: string): string {
  return `${repository}/tree/HEAD/${directory}/src/${folder}`;
}

export function bundleSizeUrl(packageName: string, version: string): string {
  return `https://bundlephobia.com/package/${packageName}@${version}`;
}
