import * as React from 'react';
import { Toast } from '@base-ui/react/toast';

export default function PromiseToast() {
  return (
    <Toast.Provider>
      <PublishButton />
      <Toast.Viewport className="fixed end-4 bottom-4 z-[1300] flex w-[min(320px,calc(100vw_-_32px))] flex-col-reverse gap-2">
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function PublishButton() {
  const toastManager = Toast.useToastManager();
  const [failNext, setFailNext] = React.useState(false);

  function publish() {
    // Stands in for a request to your server that takes two seconds.
    const request = new Promise<string>((resolve, reject) => {
      setTimeout(() => {
        if (failNext) reject(new Error('Network error'));
        else resolve('/blog/spring-menu');
      }, 2000);
    });
    toastManager
      .promise(request, {
        loading: {
          title: 'Publishing…',
          description: 'Sending the article and its photos.',
        },
        success: (path) => ({
          title: 'Article published',
          description: `Live at ${path}`,
        }),
        error: {
          title: 'Could not publish',
          description: 'Check your connection and retry.',
        },
      })
      // The toast already reports the failure.
      .catch(() => {});
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <button
        type="button"
        onClick={publish}
        className="m-0 cursor-pointer rounded-theme border border-solid border-divider bg-surface px-4 py-2 font-[inherit] leading-[inherit] text-[0.875rem] font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Publish article
      </button>
      <label className="inline-flex items-center gap-2 text-[0.875rem] text-fg">
        <input
          type="checkbox"
          checked={failNext}
          onChange={(event) => setFailNext(event.target.checked)}
        />
        Make the request fail
      </label>
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
      {toast.type === 'loading' && (
        <span
          className="mt-0.5 size-4 shrink-0 animate-spin rounded-full border-2 border-solid border-divider border-t-primary"
          aria-hidden="true"
        />
      )}
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
