import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import { Menu } from '@base-ui/react/menu';

const button =
  'm-0 h-9 cursor-pointer rounded-md border border-solid border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover';

const itemClass =
  'cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-hover';

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
    <div className="flex flex-wrap items-center gap-4 text-sm text-fg">
      <span>{fileName}</span>
      <Menu.Root>
        <Menu.Trigger ref={triggerRef} className={button}>
          File actions
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className="z-[1300]">
            <Menu.Popup className="min-w-[160px] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none">
              <Menu.Item onClick={() => setRenameOpen(true)} className={itemClass}>
                Rename…
              </Menu.Item>
              <Menu.Item
                onClick={() => setStatus(`Downloading ${fileName}`)}
                className={itemClass}
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
          <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40" />
          <Dialog.Popup
            finalFocus={triggerRef}
            className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(360px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup"
          >
            <Dialog.Title render={<p />} className="m-0 mb-4 text-lg font-semibold">
              Rename file
            </Dialog.Title>
            <form onSubmit={handleSubmit}>
              <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
                File name
              </label>
              <input
                id={inputId}
                name="fileName"
                defaultValue={fileName}
                className="box-border h-9 w-full rounded-md border border-solid border-divider bg-transparent px-3 font-[inherit] text-fg focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary"
              />
              <div className="mt-6 flex justify-end gap-2">
                <Dialog.Close className={button}>Cancel</Dialog.Close>
                <button
                  type="submit"
                  className="m-0 h-9 cursor-pointer rounded-md border border-solid border-primary bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
                >
                  Save
                </button>
              </div>
            </form>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
      <span aria-live="polite" className="text-fg-muted">
        {status}
      </span>
    </div>
  );
}
