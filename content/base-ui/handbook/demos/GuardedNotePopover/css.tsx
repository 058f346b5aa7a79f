import * as React from 'react';
import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

export default function GuardedNotePopover() {
  const [draft, setDraft] = React.useState('');
  const [lastChange, setLastChange] = React.useState('none yet');

  function handleOpenChange(
    open: boolean,
    eventDetails: Popover.Root.ChangeEventDetails,
  ) {
    if (!open && eventDetails.reason === 'outside-press' && draft.trim()) {
      eventDetails.cancel();
      setLastChange('outside-press, ignored because the note is not saved');
      return;
    }
    setLastChange(`${open ? 'opened' : 'closed'} by ${eventDetails.reason}`);
  }

  return (
    <div className={classes.container}>
      <Popover.Root onOpenChange={handleOpenChange}>
        <Popover.Trigger className={classes.trigger}>
          Add courier note
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner sideOffset={8} className={classes.positioner}>
            <Popover.Popup className={classes.popup}>
              <Popover.Title render={<p />} className={classes.title}>
                Courier note
              </Popover.Title>
              <label className={classes.label}>
                Instructions
                <textarea
                  rows={3}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  className={classes.textarea}
                />
              </label>
              <Popover.Close className={classes.save}>Save note</Popover.Close>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
      <p className={classes.status}>Last change: {lastChange}</p>
    </div>
  );
}
