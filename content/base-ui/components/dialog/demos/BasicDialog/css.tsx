import { Dialog } from '@base-ui/react/dialog';
import classes from './css.module.css';

export default function BasicDialog() {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={classes.button}>What’s new</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Backdrop className={classes.backdrop} />
        <Dialog.Popup className={classes.popup}>
          <Dialog.Title render={<p />} className={classes.title}>
            What’s new in Notes 3.2
          </Dialog.Title>
          <Dialog.Description className={classes.description}>
            Notes now sync in the background, and shared notebooks show who edited
            each page last.
          </Dialog.Description>
          <div className={classes.actions}>
            <Dialog.Close className={classes.button}>Got it</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
