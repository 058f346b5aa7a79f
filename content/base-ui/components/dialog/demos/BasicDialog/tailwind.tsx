import { Dialog } from '@base-ui/react/dialog';

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function BasicDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={button}>What’s new</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Dialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(400px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
          <Dialog.Title render={<p />} className="m-0 mb-2 text-lg font-semibold">
            What’s new in Notes 3.2
          </Dialog.Title>
          <Dialog.Description className="m-0 mb-6 text-sm text-fg-muted">
            Notes now sync in the background, and shared notebooks show who edited
            each page last.
          </Dialog.Description>
          <div className="flex justify-end">
            <Dialog.Close className={button}>Got it</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
