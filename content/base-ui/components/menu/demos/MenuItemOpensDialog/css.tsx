import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

export default function MenuItemOpensDialog() {
  const [fileName, setFileName] = React.useState('Q3 budget.xlsx');
  const [renameOpen, setRenameOpen] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const inputId = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = new FormData(event.currentTarget).get('fileName');
    if (typeof name === 'string' && name.trim() !== '') {
      setFileName(name.trim());
    }
    setRenameOpen(false);
  }

  return (
    <div className={classes.row}>
      <span>{fileName}</span>
      <Menu.Root>
        <Menu.Trigger ref={triggerRef} className={classes.button}>
          File actions
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className={classes.positioner}>
            <Menu.Popup className={classes.menuPopup}>
              <Menu.Item
                onClick={() => setRenameOpen(true)}
                className={classes.item}
              >
                Rename…
              </Menu.Item>
              <Menu.Item
                onClick={() => setStatus(`Downloading ${fileName}`)}
                className={classes.item}
              >
                Download
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      {/* A sibling of Menu.Root, so closing the menu does not unmount it. */}
      <Dialog.Root open={renameOpen} onOpenChange={setRenameOpen}>
        <Dialog.Portal>
          <Dialog.Backdrop className={classes.backdrop} />
          <Dialog.Popup finalFocus={triggerRef} className={classes.dialogPopup}>
            <Dialog.Title render={<p />} className={classes.title}>
              Rename file
            </Dialog.Title>
            <form onSubmit={handleSubmit}>
              <label htmlFor={inputId} className={classes.label}>
                File name
              </label>
              <input
                id={inputId}
                name="fileName"
                defaultValue={fileName}
                className={classes.input}
              />
              <div className={classes.actions}>
                <Dialog.Close className={classes.button}>Cancel</Dialog.Close>
                <button type="submit" className={classes.submit}>
                  Save
                </button>
              </div>
            </form>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
      <span aria-live="polite" className={classes.status}>
        {status}
      </span>
    </div>
  );
}
