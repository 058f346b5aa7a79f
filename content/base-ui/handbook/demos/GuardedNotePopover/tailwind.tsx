import * as React from 'react';
import { Popover } from '@base-ui/react/popover';

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
    <div className="flex flex-col items-start gap-2 text-sm">
      <Popover.Root onOpenChange={handleOpenChange}>
        <Popover.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-divider bg-surface px-3.5 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
          Add courier note
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner sideOffset={8} className="z-[1300]">
            <Popover.Popup className="box-border flex w-[280px] flex-col gap-2.5 rounded-theme border border-divider bg-surface px-4 py-3.5 text-sm text-fg shadow-popup outline-none">
              <Popover.Title render={<p />} className="m-0 font-semibold">
                Courier note
              </Popover.Title>
              <label className="flex flex-col gap-1">
                Instructions
                <textarea
                  rows={3}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  className="box-border w-full resize-y rounded-md border border-divider bg-transparent p-2 font-[inherit] text-sm text-inherit focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary"
                />
              </label>
              <Popover.Close className="m-0 h-8 cursor-pointer self-end rounded-md border-0 bg-primary px-3 font-[inherit] text-sm text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                Save note
              </Popover.Close>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
      <p className="m-0 text-fg-muted">Last change: {lastChange}</p>
    </div>
  );
}
