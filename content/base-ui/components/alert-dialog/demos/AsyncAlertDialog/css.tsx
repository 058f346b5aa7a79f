import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';
import classes from './css.module.css';

export default function AsyncAlertDialog() {
  const [open, setOpen] = React.useState(false);
  const [pending, setPending] = React.useState(false);
  const [signedOut, setSignedOut] = React.useState(false);

  function handleSignOut() {
    if (pending) {
      return;
    }
    setPending(true);
    // Stands in for a request to your server.
    window.setTimeout(() => {
      setPending(false);
      setSignedOut(true);
      setOpen(false);
    }, 1500);
  }

  return (
    <div className={classes.row}>
      <AlertDialog.Root
        open={open}
        onOpenChange={(nextOpen) => {
          // Esc can't close the dialog while the request runs.
          if (!pending) {
            setOpen(nextOpen);
          }
        }}
      >
        <AlertDialog.Trigger className={classes.button}>
          Sign out everywhere
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Backdrop className={classes.backdrop} />
          <AlertDialog.Popup className={classes.popup}>
            <AlertDialog.Title render={<p />} className={classes.title}>
              Sign out of all devices?
            </AlertDialog.Title>
            <AlertDialog.Description className={classes.description}>
              Your phone, tablet and work laptop will ask for your password again.
            </AlertDialog.Description>
            <div className={classes.actions}>
              <AlertDialog.Close className={classes.button} disabled={pending}>
                Cancel
              </AlertDialog.Close>
              <button
                type="button"
                className={classes.danger}
                aria-disabled={pending}
                onClick={handleSignOut}
              >
                {pending ? 'Signing out…' : 'Sign out'}
              </button>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <span role="status">{signedOut ? 'Signed out of 3 devices' : ''}</span>
    </div>
  );
}
