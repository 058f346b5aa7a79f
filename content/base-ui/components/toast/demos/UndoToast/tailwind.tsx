import * as React from 'react';
import { Toast } from '@base-ui/react/toast';

export default function UndoToast() {
  return (
    <Toast.Provider>
      <Inbox />
      <Toast.Viewport className="fixed end-4 bottom-4 z-[1300] flex w-[min(320px,calc(100vw_-_32px))] flex-col-reverse gap-2">
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function Inbox() {
  const toastManager = Toast.useToastManager();
  const [archived, setArchived] = React.useState(false);

  function archive() {
    setArchived(true);
    const toastId = toastManager.add({
      title: 'Conversation archived',
      description: 'Notes from the stand-up',
      actionProps: {
        children: 'Undo',
        onClick: () => {
          setArchived(false);
          toastManager.close(toastId);
        },
      },
    });
  }

  if (archived) {
    return (
      <div className="w-full max-w-[420px] rounded-theme border border-solid border-divider p-4 text-[0.875rem] text-fg-muted">
        Your inbox is empty.
      </div>
    );
  }
  return (
    <div className="flex w-full max-w-[420px] items-center gap-3 rounded-theme border border-solid border-divider py-2.5 ps-4 pe-3 text-[0.875rem] text-fg">
      <div className="min-w-0 flex-1">
        <div className="font-semibold">Priya Natarajan</div>
        <div className="text-fg-muted">Notes from the stand-up</div>
      </div>
      <button
        type="button"
        onClick={archive}
        className="m-0 cursor-pointer rounded-theme border border-solid border-divider bg-surface px-3 py-1.5 font-[inherit] leading-[inherit] text-[0.875rem] font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Archive
      </button>
    </div>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Root
      key={toast.id}
      toast={toast}
      // data-[limited]: toasts past the provider's limit (3 by default) wait out of sight.
      className="flex items-start gap-3 rounded-theme border border-solid border-divider bg-surface py-3 ps-4 pe-3 text-[0.875rem] text-fg shadow-raised transition-[opacity,translate] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[ending-style]:translate-y-3 data-[ending-style]:opacity-0 data-[limited]:hidden data-[starting-style]:translate-y-3 data-[starting-style]:opacity-0"
    >
      <div className="min-w-0 flex-1">
        <Toast.Title className="m-0 text-[0.875rem] font-semibold" />
        <Toast.Description className="m-0 mt-1 text-fg-muted" />
      </div>
      <Toast.Action className="m-0 shrink-0 cursor-pointer rounded border-0 bg-transparent px-2 py-0.5 font-[inherit] text-[length:inherit] leading-[inherit] font-semibold text-primary hover:bg-hover" />
      <Toast.Close
        aria-label="Close"
        className="m-0 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-fg-muted hover:bg-hover"
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
