import { Toast } from '@base-ui/react/toast';

export default function BasicToast() {
  return (
    <Toast.Provider>
      <SaveDraftButton />
      <Toast.Viewport className="fixed end-4 bottom-4 z-[1300] flex w-[min(320px,calc(100vw_-_32px))] flex-col-reverse gap-2">
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function SaveDraftButton() {
  const toastManager = Toast.useToastManager();
  return (
    <button
      type="button"
      className="m-0 cursor-pointer rounded-lg border border-solid border-gray-300 bg-white px-4 py-2 font-[inherit] leading-[inherit] text-[0.875rem] font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800"
      onClick={() =>
        toastManager.add({
          title: 'Draft saved',
          description: 'You can pick it up again from Drafts.',
        })
      }
    >
      Save draft
    </button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Root
      key={toast.id}
      toast={toast}
      // data-[limited]: toasts past the provider's limit (3 by default) wait out of sight.
      className="flex items-start gap-3 rounded-lg border border-solid border-gray-200 bg-white py-3 ps-4 pe-3 text-[0.875rem] text-gray-900 shadow-lg transition-[opacity,translate] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[ending-style]:translate-y-3 data-[ending-style]:opacity-0 data-[limited]:hidden data-[starting-style]:translate-y-3 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="min-w-0 flex-1">
        <Toast.Title className="m-0 text-[0.875rem] font-semibold" />
        <Toast.Description className="m-0 mt-1 text-gray-600 dark:text-gray-400" />
      </div>
      <Toast.Close
        aria-label="Close"
        className="m-0 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 dark:text-gray-400 dark:hover:bg-gray-800"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-4 fill-none stroke-current stroke-2 [stroke-linecap:round]"
        >
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  ));
}
