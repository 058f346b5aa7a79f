import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

export default function UndoToast() {
  return (
    <Toast.Provider>
      <Inbox />
      <Toast.Viewport className={classes.viewport}>
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
    return <div className={classes.empty}>Your inbox is empty.</div>;
  }
  return (
    <div className={classes.email}>
      <div className={classes.text}>
        <div className={classes.from}>Priya Natarajan</div>
        <div className={classes.subject}>Notes from the stand-up</div>
      </div>
      <button type="button" onClick={archive} className={classes.button}>
        Archive
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
      <Toast.Action className={classes.action} />
      <Toast.Close aria-label="Close" className={classes.close}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 6l12 12M18 6 6 18" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  ));
}
