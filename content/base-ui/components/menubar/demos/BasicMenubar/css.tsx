import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import classes from './css.module.css';

const menus = [
  { label: 'File', items: ['New document', 'Open…', 'Save', 'Print…'] },
  { label: 'Edit', items: ['Undo', 'Redo', 'Cut', 'Copy', 'Paste'] },
  { label: 'View', items: ['Zoom in', 'Zoom out', 'Full screen'] },
];

export default function BasicMenubar() {
  return (
    <Menubar aria-label="Text editor" className={classes.bar}>
      {menus.map((menu) => (
        <Menu.Root key={menu.label}>
          <Menu.Trigger className={classes.trigger}>{menu.label}</Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner sideOffset={6} className={classes.positioner}>
              <Menu.Popup className={classes.popup}>
                {menu.items.map((item) => (
                  <Menu.Item key={item} className={classes.item}>
                    {item}
                  </Menu.Item>
                ))}
              </Menu.Popup>
            </Menu.Positioner>
          </Menu.Portal>
        </Menu.Root>
      ))}
    </Menubar>
  );
}
