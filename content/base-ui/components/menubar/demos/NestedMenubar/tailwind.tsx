import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';

const recentFiles = ['Budget 2025.xlsx', 'Trip itinerary.docx', 'Meeting notes.md'];
const panels = ['Ruler', 'Word count', 'Line numbers'];

const triggerClass =
  'm-0 h-8 cursor-pointer rounded border-0 bg-transparent px-3 py-0 font-[inherit] text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800';
const popupClass =
  'min-w-[180px] rounded-lg border border-solid border-gray-300 bg-white p-1 text-sm text-gray-900 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100';
const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded py-1.5 pe-3 outline-none data-[highlighted]:bg-gray-100 data-[popup-open]:bg-gray-100 dark:data-[highlighted]:bg-gray-800 dark:data-[popup-open]:bg-gray-800';

export default function NestedMenubar() {
  return (
    <Menubar
      aria-label="Text editor"
      className="flex gap-0.5 rounded-lg border border-solid border-gray-300 bg-white p-1 dark:border-gray-700 dark:bg-gray-900"
    >
      <Menu.Root>
        <Menu.Trigger className={triggerClass}>File</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className="z-[1300]">
            <Menu.Popup className={popupClass}>
              <Menu.Item className={`${itemClass} ps-3`}>New document</Menu.Item>
              <Menu.SubmenuRoot>
                <Menu.SubmenuTrigger className={`${itemClass} justify-between ps-3`}>
                  Open recent <ChevronIcon />
                </Menu.SubmenuTrigger>
                <Menu.Portal>
                  <Menu.Positioner
                    sideOffset={2}
                    alignOffset={-5}
                    className="z-[1300]"
                  >
                    <Menu.Popup className={popupClass}>
                      {recentFiles.map((file) => (
                        <Menu.Item key={file} className={`${itemClass} ps-3`}>
                          {file}
                        </Menu.Item>
                      ))}
                    </Menu.Popup>
                  </Menu.Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Menu.Item className={`${itemClass} ps-3`}>Save</Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Menu.Root>
        <Menu.Trigger className={triggerClass}>View</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className="z-[1300]">
            <Menu.Popup className={popupClass}>
              {panels.map((panel, index) => (
                <Menu.CheckboxItem
                  key={panel}
                  defaultChecked={index === 0}
                  className={`${itemClass} ps-2`}
                >
                  <Menu.CheckboxItemIndicator
                    keepMounted
                    className="flex data-[unchecked]:invisible"
                  >
                    <CheckIcon />
                  </Menu.CheckboxItemIndicator>
                  {panel}
                </Menu.CheckboxItem>
              ))}
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </Menubar>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className="rtl:-scale-x-100"
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
