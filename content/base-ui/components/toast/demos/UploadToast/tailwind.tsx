import * as React from 'react';
import { Toast } from '@base-ui/react/toast';

// What this app keeps in each toast's `data`.
interface UploadData {
  progress: number;
}

export default function UploadToast() {
  return (
    <Toast.Provider>
      <UploadButton />
      <Toast.Viewport className="fixed bottom-4 z-[1300] flex w-[min(320px,calc(100vw_-_32px))] flex-col-reverse gap-2 end-4">
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function UploadButton() {
  const toastManager = Toast.useToastManager<UploadData>();
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearInterval(timer.current), []);

  function upload() {
    // A fixed id: pressing the button again restarts this toast instead of adding one.
    // The `loading` type keeps it open until the upload ends.
    const id = toastManager.add({
      id: 'upload-quarterly-report',
      title: 'Uploading quarterly-report.pdf',
      description: '4.2 MB to Shared files',
      type: 'loading',
      data: { progress: 0 },
    });
    let progress = 0;
    window.clearInterval(timer.current);
    timer.current = window.setInterval(() => {
      progress += 20;
      if (progress < 100) {
        toastManager.update(id, { data: { progress } });
        return;
      }
      window.clearInterval(timer.current);
      toastManager.update(id, {
        title: 'Upload complete',
        description: 'quarterly-report.pdf is in Shared files.',
        type: 'success',
        data: { progress: 100 },
      });
    }, 700);
  }

  return (
    <button
      type="button"
      onClick={upload}
      className="m-0 cursor-pointer rounded-theme border border-solid border-divider bg-surface px-4 py-2 font-[inherit] text-sm leading-[inherit] font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      Upload report
    </button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager<UploadData>();
  return toasts.map((toast) => (
    <Toast.Root
      key={toast.id}
      toast={toast}
      className="relative rounded-theme border border-solid border-divider bg-surface py-3 ps-4 pe-11 text-sm text-fg shadow-raised transition-[opacity,translate] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[ending-style]:translate-y-3 data-[ending-style]:opacity-0 data-[starting-style]:translate-y-3 data-[starting-style]:opacity-0"
    >
      <Toast.Title className="m-0 text-sm font-semibold data-[type=success]:text-success" />
      <Toast.Description className="mt-1 mb-0 text-fg-muted" />
      {toast.data && toast.type === 'loading' && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={toast.data.progress}
          className="mt-2.5 h-1 overflow-hidden rounded-sm bg-selected"
        >
          <div
            className="h-full bg-primary transition-[width] duration-300"
            style={{ width: `${toast.data.progress}%` }}
          />
        </div>
      )}
      <Toast.Close
        aria-label="Close"
        className="absolute top-2.5 end-2.5 m-0 inline-flex size-6 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-fg-muted hover:bg-hover"
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
