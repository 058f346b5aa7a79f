import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';

const base =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border px-4 font-[inherit] text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress';
const button = `${base} border-divider bg-surface text-fg hover:bg-hover`;
const danger = `${base} border-error-dark bg-error-dark text-on-error hover:brightness-90`;

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
    <div className="flex items-center gap-4 text-sm text-fg-muted">
      <AlertDialog.Root
        open={open}
        onOpenChange={(nextOpen) => {
          // Esc can't close the dialog while the request runs.
          if (!pending) {
            setOpen(nextOpen);
          }
        }}
      >
        <AlertDialog.Trigger className={button}>
          Sign out everywhere
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Backdrop className="fixed inset-0 z-[1300] bg-black/40 transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
          <AlertDialog.Popup className="fixed inset-0 z-[1300] m-auto box-border h-fit w-[min(360px,calc(100vw-32px))] rounded-theme border border-divider bg-surface p-6 text-fg shadow-popup transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <AlertDialog.Title
              render={<p />}
              className="m-0 mb-2 text-lg font-semibold"
            >
              Sign out of all devices?
            </AlertDialog.Title>
            <AlertDialog.Description className="m-0 mb-6 text-sm text-fg-muted">
              Your phone, tablet and work laptop will ask for your password again.
            </AlertDialog.Description>
            <div className="flex justify-end gap-2">
              <AlertDialog.Close className={button} disabled={pending}>
                Cancel
              </AlertDialog.Close>
              <button
                type="button"
                className={danger}
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
