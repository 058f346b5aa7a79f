import * as React from 'react';
import { ContextMenu } from '@base-ui/react/context-menu';

const actions = ['Open', 'Rename', 'Copy link'];

const itemClass =
  'cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-hover';

export default function BasicContextMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <div className="flex flex-col items-center gap-3">
      <ContextMenu.Root>
        <ContextMenu.Trigger className="flex h-[120px] w-[280px] select-none flex-col items-center justify-center gap-1 rounded-theme border border-dashed border-divider data-[popup-open]:bg-hover">
          <p className="m-0 text-sm font-medium text-fg">Q3 report.pdf</p>
          <p className="m-0 text-sm text-fg-muted">
            Right-click or long-press for actions
          </p>
        </ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Positioner className="z-[1300]">
            <ContextMenu.Popup
              aria-label="Actions for Q3 report.pdf"
              className="min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0"
            >
              {actions.map((action) => (
                <ContextMenu.Item
                  key={action}
                  onClick={() => setLastAction(action)}
                  className={itemClass}
                >
                  {action}
                </ContextMenu.Item>
              ))}
              <ContextMenu.Separator className="mx-0 my-1 h-px bg-divider" />
              <ContextMenu.Item
                onClick={() => setLastAction('Delete')}
                className={itemClass}
              >
                Delete
              </ContextMenu.Item>
            </ContextMenu.Popup>
          </ContextMenu.Positioner>
        </ContextMenu.Portal>
      </ContextMenu.Root>
      <p aria-live="polite" className="m-0 text-sm text-fg-muted">
        Last action: {lastAction}
      </p>
    </div>
  );
}
