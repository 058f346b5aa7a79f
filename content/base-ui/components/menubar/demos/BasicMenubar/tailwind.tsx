import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';

const menus = [
  { label: 'File', items: ['New document', 'Open…', 'Save', 'Print…'] },
  { label: 'Edit', items: ['Undo', 'Redo', 'Cut', 'Copy', 'Paste'] },
  { label: 'View', items: ['Zoom in', 'Zoom out', 'Full screen'] },
];

export default function BasicMenubar() {
  return (
    <Menubar
      aria-label="Text editor"
      className="flex gap-0.5 rounded-theme border border-solid border-divider bg-surface p-1"
    >
      {menus.map((menu) => (
        <Menu.Root key={menu.label}>
          <Menu.Trigger className="m-0 h-8 cursor-pointer rounded border-0 bg-transparent px-3 py-0 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
            {menu.label}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner sideOffset={6} className="z-[1300]">
              <Menu.Popup className="min-w-[180px] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none">
                {menu.items.map((item) => (
                  <Menu.Item
                    key={item}
                    className="cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-hover"
                  >
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
