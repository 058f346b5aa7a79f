/**
 * The components a playground's element may name, each loaded on demand: a page's playgrounds fetch
 * the modules of their own templates only (UsageConfig.modules / CssVarsConfig.modules), never the
 * whole of Joy.
 */
import type { ElementType } from 'react';

type Loader = () => Promise<{ default: ElementType }>;

export const joyModules = {
  Alert: () => import('@mui/joy/Alert'),
  AspectRatio: () => import('@mui/joy/AspectRatio'),
  Autocomplete: () => import('@mui/joy/Autocomplete'),
  Avatar: () => import('@mui/joy/Avatar'),
  Badge: () => import('@mui/joy/Badge'),
  Button: () => import('@mui/joy/Button'),
  ButtonGroup: () => import('@mui/joy/ButtonGroup'),
  Card: () => import('@mui/joy/Card'),
  Checkbox: () => import('@mui/joy/Checkbox'),
  Chip: () => import('@mui/joy/Chip'),
  CircularProgress: () => import('@mui/joy/CircularProgress'),
  Divider: () => import('@mui/joy/Divider'),
  IconButton: () => import('@mui/joy/IconButton'),
  Input: () => import('@mui/joy/Input'),
  LinearProgress: () => import('@mui/joy/LinearProgress'),
  List: () => import('@mui/joy/List'),
  ListItem: () => import('@mui/joy/ListItem'),
  ListItemDecorator: () => import('@mui/joy/ListItemDecorator'),
  Option: () => import('@mui/joy/Option'),
  Radio: () => import('@mui/joy/Radio'),
  RadioGroup: () => import('@mui/joy/RadioGroup'),
  Select: () => import('@mui/joy/Select'),
  Sheet: () => import('@mui/joy/Sheet'),
  Slider: () => import('@mui/joy/Slider'),
  Stack: () => import('@mui/joy/Stack'),
  Switch: () => import('@mui/joy/Switch'),
  Tab: () => import('@mui/joy/Tab'),
  TabList: () => import('@mui/joy/TabList'),
  TabPanel: () => import('@mui/joy/TabPanel'),
  Table: () => import('@mui/joy/Table'),
  Tabs: () => import('@mui/joy/Tabs'),
  Textarea: () => import('@mui/joy/Textarea'),
  ToggleButtonGroup: () => import('@mui/joy/ToggleButtonGroup'),
  Tooltip: () => import('@mui/joy/Tooltip'),
  Typography: () => import('@mui/joy/Typography'),
  // Icons, as Joy's own demos use them.
  Add: () => import('@mui/icons-material/Add'),
  DraftsOutlined: () => import('@mui/icons-material/DraftsOutlined'),
  FavoriteBorder: () => import('@mui/icons-material/FavoriteBorder'),
  InboxOutlined: () => import('@mui/icons-material/InboxOutlined'),
  InfoOutlined: () => import('@mui/icons-material/InfoOutlined'),
  LocalShippingOutlined: () => import('@mui/icons-material/LocalShippingOutlined'),
  MailOutlined: () => import('@mui/icons-material/MailOutlined'),
  SendOutlined: () => import('@mui/icons-material/SendOutlined'),
} satisfies Record<string, Loader>;

/** A component a template may name. */
export type JoyModuleName = keyof typeof joyModules;

/** The named components, once loaded. */
export type JoyComponents = Partial<Record<JoyModuleName, ElementType>>;

/** Loads `names` in parallel. */
export async function loadJoyModules(names: readonly JoyModuleName[]): Promise<JoyComponents> {
  const loaded = await Promise.all(names.map(async (name) => [name, (await joyModules[name]()).default] as const));
  return Object.fromEntries(loaded);
}
