import { Dialog } from '@base-ui/react/dialog';
import classes from './css.module.css';

export default function NestedDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={classes.button}>Account</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Popup className={classes.popup}>
          <Dialog.Title render={<p />} className={classes.title}>
            Account
          </Dialog.Title>
          <Dialog.Description className={classes.description}>
            Signed in as ada@example.com since 12 March.
          </Dialog.Description>
          <div className={classes.actions}>
            <Dialog.Root>
              <Dialog.Trigger className={classes.button}>
                Change password
              </Dialog.Trigger>
              <Dialog.Portal>
                <Dialog.Popup className={classes.popup}>
                  <Dialog.Title render={<p />} className={classes.title}>
                    Change password
                  </Dialog.Title>
                  <Dialog.Description className={classes.description}>
                    We’ll email a reset link to ada@example.com. It works for 30
                    minutes.
                  </Dialog.Description>
                  <div className={classes.actions}>
                    <Dialog.Close className={classes.button}>Cancel</Dialog.Close>
                    <Dialog.Close className={classes.primary}>
                      Send link
                    </Dialog.Close>
                  </div>
                </Dialog.Popup>
              </Dialog.Portal>
            </Dialog.Root>
            <Dialog.Close className={classes.button}>Close</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
