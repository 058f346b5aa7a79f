import * as React from 'react';
import { AlertDialog } from '@base-ui/react/alert-dialog';
import classes from './css.module.css';

export default function DestructiveAlertDialog() {
  const [files, setFiles] = React.useState(12);

  return (
    <div className={classes.row}>
      <AlertDialog.Root>
        <AlertDialog.Trigger className={classes.button}>
          Empty trash
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Backdrop className={classes.backdrop} />
          <AlertDialog.Popup className={classes.popup}>
            <AlertDialog.Title render={<p />} className={classes.title}>
              Empty the trash?
            </AlertDialog.Title>
            <AlertDialog.Description className={classes.description}>
              Every file in the trash will be deleted for good. You can’t undo this.
            </AlertDialog.Description>
            <div className={classes.actions}>
              <AlertDialog.Close className={classes.button}>
                Cancel
              </AlertDialog.Close>
              <AlertDialog.Close
                className={classes.danger}
                onClick={() => setFiles(0)}
              >
                Empty trash
              </AlertDialog.Close>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <span>
        {files === 0 ? 'The trash is empty' : `${files} files in the trash`}
      </span>
    </div>
  );
}
