import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const primary =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-primary bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Autumn campaign');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('projectName');
    if (typeof value === 'string' && value.trim()) {
      setName(value.trim());
    }
    setOpen(false);
  }

  return (
    <div className="flex items-center gap-4 text-sm text-fg">
      <span>Project: {name}</span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={button}>Rename</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
          <Dialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(400px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <Dialog.Title render={<p />} className="m-0 mb-2 text-lg font-semibold">
              Rename project
            </Dialog.Title>
            <Dialog.Description className="m-0 mb-4 text-sm text-fg-muted">
              The new name is shown to everyone on your team.
            </Dialog.Description>
            <form onSubmit={handleSubmit}>
              <label className="mb-6 flex flex-col gap-1.5 text-sm font-medium">
                Project name
                <input
                  name="projectName"
                  defaultValue={name}
                  required
                  className="box-border h-9 w-full rounded-theme border border-divider bg-transparent px-3 font-[inherit] text-sm font-normal text-inherit focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary"
                />
              </label>
              <div className="flex justify-end gap-2">
                <Dialog.Close className={button}>Cancel</Dialog.Close>
                <button type="submit" className={primary}>
                  Save
                </button>
              </div>
            </form>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
