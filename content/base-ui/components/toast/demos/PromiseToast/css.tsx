import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

export default function PromiseToast() {
  return (
    <Toast.Provider>
      <PublishButton />
      <Toast.Viewport className={classes.viewport}>
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
    <div className={classes.controls}>
      <button type="button" onClick={publish} className={classes.button}>
        Publish article
      </button>
      <label className={classes.label}>
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
    <Toast.Root key={toast.id} toast={toast} className={classes.toast}>
      {toast.type === 'loading' && (
        <span className={classes.spinner} aria-hidden="true" />
      )}
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
