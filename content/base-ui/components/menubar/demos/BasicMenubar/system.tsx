import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import { styled } from '@mui/system';

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

const Bar = styled(Menubar)({
  display: 'flex',
  gap: 2,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
});

const Trigger = styled(Menu.Trigger)({
  height: 32,
  margin: 0,
  padding: '0 12px',
  border: 0,
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  minWidth: 180,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 0,
});

const Item = styled(Menu.Item)({
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
});
