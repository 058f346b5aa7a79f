import * as React from 'react';
import { Menu } from '@base-ui/react/menu';

const actions = ['Open', 'Rename', 'Duplicate', 'Download'];

const itemClass =
  'cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-hover';

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <div className="flex flex-col items-center gap-3">
      <Menu.Root>
        <Menu.Trigger className="m-0 inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md border border-solid border-divider bg-surface py-0 ps-3.5 pe-3 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
          Actions <ChevronDown />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className="z-[1300]">
            <Menu.Popup className="min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  onClick={() => setLastAction(action)}
                  className={itemClass}
                >
                  {action}
                </Menu.Item>
              ))}
              <Menu.Separator className="mx-0 my-1 h-px bg-divider" />
              <Menu.Item
                onClick={() => setLastAction('Move to trash')}
                className={itemClass}
              >
                Move to trash
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p aria-live="polite" className="m-0 text-sm text-fg-muted">
        Last action: {lastAction}
      </p>
    </div>
  );
}

function ChevronDown() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M4 6h8l-4 4.5z" />
    </svg>
  );
}
