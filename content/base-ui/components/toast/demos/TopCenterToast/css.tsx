import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

export default function TopCenterToast() {
  return (
    <Toast.Provider>
      <InviteButton />
      <Toast.Viewport className={classes.viewport}>
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
      className={classes.button}
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
      className={classes.toast}
    >
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
