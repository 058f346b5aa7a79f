import { Toast } from '@base-ui/react/toast';

export default function TopCenterToast() {
  return (
    <Toast.Provider>
      <InviteButton />
      <Toast.Viewport className="fixed inset-x-0 top-4 z-[1300] mx-auto flex w-[min(320px,calc(100vw_-_32px))] flex-col gap-2">
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function InviteButton() {
  const toastManager = Toast.useToastManager();
  return (
    <button
      type="button"
      className="m-0 cursor-pointer rounded-theme border border-solid border-divider bg-surface px-4 py-2 font-[inherit] leading-[inherit] text-[0.875rem] font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      onClick={() =>
        toastManager.add({
          title: 'Invitation sent',
          description: 'Amara will get an email with a link to join.',
        })
      }
    >
      Send invitation
    </button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Root
      key={toast.id}
      toast={toast}
      swipeDirection="up"
      // data-[limited]: toasts past the provider's limit (3 by default) wait out of sight.
      className="flex items-start gap-3 rounded-theme border border-solid border-divider bg-surface py-3 ps-4 pe-3 text-[0.875rem] text-fg shadow-raised transition-[opacity,translate] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[ending-style]:-translate-y-3 data-[ending-style]:opacity-0 data-[limited]:hidden data-[starting-style]:-translate-y-3 data-[starting-style]:opacity-0"
    >
      <div className="min-w-0 flex-1">
        <Toast.Title className="m-0 text-[0.875rem] font-semibold" />
        <Toast.Description className="m-0 mt-1 text-fg-muted" />
      </div>
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
