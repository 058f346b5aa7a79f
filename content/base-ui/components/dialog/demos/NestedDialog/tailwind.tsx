import { Dialog } from '@base-ui/react/dialog';

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const primary =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-primary bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
// The parent steps back (data-nested-dialog-open) while a nested dialog is open.
const popup =
  'fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(400px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale,translate] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[nested-dialog-open]:-translate-y-4 data-[nested-dialog-open]:scale-[0.94] data-[starting-style]:scale-95 data-[starting-style]:opacity-0';
const title = 'm-0 mb-2 text-lg font-semibold';
const description = 'm-0 mb-6 text-sm text-fg-muted';

export default function NestedDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={button}>Account</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Dialog.Popup className={popup}>
          <Dialog.Title render={<p />} className={title}>
            Account
          </Dialog.Title>
          <Dialog.Description className={description}>
            Signed in as ada@example.com since 12 March.
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Root>
              <Dialog.Trigger className={button}>Change password</Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Popup className={popup}>
                  <Dialog.Title render={<p />} className={title}>
                    Change password
                  </Dialog.Title>
                  <Dialog.Description className={description}>
                    We’ll email a reset link to ada@example.com. It works for 30
                    minutes.
                  </Dialog.Description>
                  <div className="flex justify-end gap-2">
                    <Dialog.Close className={button}>Cancel</Dialog.Close>
                    <Dialog.Close className={primary}>Send link</Dialog.Close>
                  </div>
                </Dialog.Popup>
              </Dialog.Portal>
            </Dialog.Root>
            <Dialog.Close className={button}>Close</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
