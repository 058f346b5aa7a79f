import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';

const base =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border px-4 font-[inherit] text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const button = `${base} border-divider bg-surface text-fg hover:bg-hover`;
const danger = `${base} border-error-dark bg-error-dark text-on-error hover:brightness-90`;

export default function DestructiveAlertDialog() {
  const [files, setFiles] = React.useState(12);

  return (
    <div className="flex items-center gap-4 text-sm text-fg-muted">
      <AlertDialog.Root>
        <AlertDialog.Trigger className={button}>Empty trash</AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
          <AlertDialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(360px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <AlertDialog.Title
              render={<p />}
              className="m-0 mb-2 text-lg font-semibold"
            >
              Empty the trash?
            </AlertDialog.Title>
            <AlertDialog.Description className="m-0 mb-6 text-sm text-fg-muted">
              Every file in the trash will be deleted for good. You can’t undo this.
            </AlertDialog.Description>
            <div className="flex justify-end gap-2">
              <AlertDialog.Close className={button}>Cancel</AlertDialog.Close>
              <AlertDialog.Close className={danger} onClick={() => setFiles(0)}>
                Empty trash
              </AlertDialog.Close>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <span>
        {files === 0 ? 'The trash is empty' : `${files} files in the trash`}
      </span>
    </div>
  );
}
