import { Dialog } from '@base-ui/react/dialog';

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-[inherit] text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300';

export default function BasicDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={button}>What’s new</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Dialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(400px,calc(100vw-32px))] rounded-xl border border-gray-200 bg-white p-6 text-gray-900 shadow-xl transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
          <Dialog.Title render={<p />} className="m-0 mb-2 text-lg font-semibold">
            What’s new in Notes 3.2
          </Dialog.Title>
          <Dialog.Description className="m-0 mb-6 text-sm text-gray-600 dark:text-gray-400">
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
