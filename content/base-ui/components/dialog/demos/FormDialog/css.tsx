import * as React from 'react';
import { Dialog } from '@base-ui/react/dialog';
import classes from './css.module.css';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [name, setName] = React.useState('Autumn campaign');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('projectName');
    if (typeof value === 'string' && value.trim()) {
      setName(value.trim());
    }
    setOpen(false);
  }

  return (
    <div className={classes.row}>
      <span>Project: {name}</span>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger className={classes.button}>Rename</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Backdrop className={classes.backdrop} />
          <Dialog.Popup className={classes.popup}>
            <Dialog.Title render={<p />} className={classes.title}>
              Rename project
            </Dialog.Title>
            <Dialog.Description className={classes.description}>
              The new name is shown to everyone on your team.
            </Dialog.Description>
            <form onSubmit={handleSubmit}>
              <label className={classes.label}>
                Project name
                <input
                  name="projectName"
                  defaultValue={name}
                  required
                  className={classes.input}
                />
              </label>
              <div className={classes.actions}>
                <Dialog.Close className={classes.button}>Cancel</Dialog.Close>
                <button type="submit" className={classes.primary}>
                  Save
                </button>
              </div>
            </form>
          </Dialog.Popup>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
