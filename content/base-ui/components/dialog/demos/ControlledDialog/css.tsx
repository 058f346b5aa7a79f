import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import classes from './css.module.css';

const shortcuts = [
  { action: 'Search notes', keys: 'Ctrl K' },
  { action: 'New note', keys: 'Ctrl N' },
  { action: 'Toggle sidebar', keys: 'Ctrl B' },
];

export default function ControlledDialog() {
  const [open, setOpen] = React.useState(false);
  const [reason, setReason] = React.useState<Dialog.Root.ChangeEventReason | null>(
    null,
  );

  return (
    <div className={classes.row}>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
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
          <Dialog.Backdrop className={classes.backdrop} />
          <Dialog.Popup className={classes.popup}>
            <Dialog.Title render={<p />} className={classes.title}>
              Keyboard shortcuts
            </Dialog.Title>
            {shortcuts.map((shortcut) => (
              <div key={shortcut.action} className={classes.shortcut}>
                {shortcut.action}
                <kbd className={classes.key}>{shortcut.keys}</kbd>
              </div>
            ))}
            <div className={classes.actions}>
              <Dialog.Close className={classes.button}>Close</Dialog.Close>
            </div>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
