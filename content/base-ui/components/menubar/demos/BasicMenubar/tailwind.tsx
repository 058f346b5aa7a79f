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
      className="flex gap-0.5 rounded-lg border border-solid border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-900"
    >
      {menus.map((menu) => (
        <Menu.Root key={menu.label}>
          <Menu.Trigger className="m-0 h-8 cursor-pointer rounded border-0 bg-transparent px-3 py-0 font-[inherit] text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800">
            {menu.label}
          </Menu.Trigger>
          <Menu.Portal>
            <Menu.Positioner sideOffset={6} className="z-[1300]">
              <Menu.Popup className="min-w-[180px] rounded-lg border border-solid border-gray-300 bg-white p-1 text-sm text-gray-900 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
                {menu.items.map((item) => (
                  <Menu.Item
                    key={item}
                    className="cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800"
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
