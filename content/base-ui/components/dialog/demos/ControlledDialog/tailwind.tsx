import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';

const shortcuts = [
  { action: 'Search notes', keys: 'Ctrl K' },
  { action: 'New note', keys: 'Ctrl N' },
  { action: 'Toggle sidebar', keys: 'Ctrl B' },
];

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function ControlledDialog() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<Dialog.Root.ChangeEventReason | null>(
    null,
  );

  return (
    <div className="flex flex-wrap items-center gap-4 text-sm text-fg-muted">
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Show keyboard shortcuts
      </button>
      <span>Last closed by: {reason ?? 'not closed yet'}</span>
      <Dialog.Root
        open={open}
        onOpenChange={(nextOpen, details) => {
          setOpen(nextOpen);
          if (!nextOpen) {
            setReason(details.reason);
          }
        }}
      >
        <Dialog.Portal>
          <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
          <Dialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(360px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <Dialog.Title render={<p />} className="m-0 mb-4 text-lg font-semibold">
              Keyboard shortcuts
            </Dialog.Title>
            {shortcuts.map((shortcut) => (
              <div
                key={shortcut.action}
                className="flex justify-between border-b border-divider py-2 text-sm"
              >
                {shortcut.action}
                <kbd className="rounded border border-divider px-1.5 font-mono text-xs leading-5">
                  {shortcut.keys}
                </kbd>
              </div>
            ))}
            <div className="mt-6 flex justify-end">
              <Dialog.Close className={button}>Close</Dialog.Close>
            </div>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
