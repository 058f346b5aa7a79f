import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

export default function ToastTypes() {
  return (
    <Toast.Provider>
      <UploadButtons />
      <Toast.Viewport className={classes.viewport}>
        <ToastList />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function UploadButtons() {
  const toastManager = Toast.useToastManager();
  return (
    <div className={classes.buttons}>
      <button
        type="button"
        className={classes.button}
        onClick={() =>
          toastManager.add({
            type: 'success',
            title: 'Photo uploaded',
            description: 'harbour-at-dusk.jpg is now in your library.',
          })
        }
      >
        Upload photo
      </button>
      <button
        type="button"
        className={classes.button}
        onClick={() =>
          toastManager.add({
            type: 'error',
            priority: 'high',
            title: 'Calendar sync failed',
            description: 'Your changes stay on this device until you reconnect.',
          })
        }
      >
        Sync calendar
      </button>
    </div>
  );
}

function ToastList() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Root key={toast.id} toast={toast} className={classes.toast}>
      <div className={classes.text}>
        <Toast.Title className={classes.title} />
        <Toast.Description className={classes.description} />
      </div>
      <Toast.Close aria-label="Close" className={classes.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  ));
}
