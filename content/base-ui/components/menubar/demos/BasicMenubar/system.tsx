import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const menus = [
  { label: 'File', items: ['New document', 'Open…', 'Save', 'Print…'] },
  { label: 'Edit', items: ['Undo', 'Redo', 'Cut', 'Copy', 'Paste'] },
  { label: 'View', items: ['Zoom in', 'Zoom out', 'Full screen'] },
];

export default function BasicMenubar() {
  return (
    <Bar aria-label="Text editor">
      {menus.map((menu) => (
        <Menu.Root key={menu.label}>
          <Trigger>{menu.label}</Trigger>
          <Menu.Portal>
            <Positioner sideOffset={6}>
              <Popup>
                {menu.items.map((item) => (
                  <Item key={item}>{item}</Item>
                ))}
              </Popup>
            </Positioner>
          </Menu.Portal>
        </Menu.Root>
      ))}
    </Bar>
  );
}

const Bar = styled(Menubar)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.25),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Trigger = styled(Menu.Trigger)(({ theme }) => ({
  height: 32,
  margin: 0,
  padding: theme.spacing(0, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  outline: 0,
}));

const Item = styled(Menu.Item)(({ theme }) => ({
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: theme.vars.palette.action.hover },
}));
