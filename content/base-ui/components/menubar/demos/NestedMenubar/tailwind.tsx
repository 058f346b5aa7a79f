import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';

const recentFiles = ['Budget 2025.xlsx', 'Trip itinerary.docx', 'Meeting notes.md'];
const panels = ['Ruler', 'Word count', 'Line numbers'];

const triggerClass =
  'm-0 h-8 cursor-pointer rounded border-0 bg-transparent px-3 py-0 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover';
const popupClass =
  'min-w-[180px] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none';
const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded py-1.5 pe-3 outline-none data-[highlighted]:bg-hover data-[popup-open]:bg-hover';

export default function NestedMenubar() {
  return (
    <Menubar
      aria-label="Text editor"
      className="flex gap-0.5 rounded-theme border border-solid border-divider bg-surface p-1"
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
