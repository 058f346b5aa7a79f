import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

// What this app keeps in each toast's `data`.
interface UploadData {
  progress: number;
}

export default function UploadToast() {
  return (
    <Toast.Provider>
      <UploadButton />
      <Toast.Viewport className={classes.viewport}>
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
    <button type="button" className={classes.button} onClick={upload}>
      Upload report
    </button>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager<UploadData>();
  return toasts.map((toast) => (
    <Toast.Root key={toast.id} toast={toast} className={classes.toast}>
      <Toast.Title className={classes.title} />
      <Toast.Description className={classes.description} />
      {toast.data && toast.type === 'loading' && (
        <div
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={toast.data.progress}
          className={classes.track}
        >
          <div
            className={classes.bar}
            style={{ width: `${toast.data.progress}%` }}
          />
        </div>
      )}
      <Toast.Close aria-label="Close" className={classes.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  ));
}
