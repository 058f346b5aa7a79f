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
        <Popover.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-gray-300 bg-white px-3.5 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800">
          Add courier note
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner sideOffset={8} className="z-[1300]">
            <Popover.Popup className="box-border flex w-[280px] flex-col gap-2.5 rounded-lg border border-gray-300 bg-white px-4 py-3.5 text-sm text-gray-900 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
              <Popover.Title render={<p />} className="m-0 font-semibold">
                Courier note
              </Popover.Title>
              <label className="flex flex-col gap-1">
                Instructions
                <textarea
                  rows={3}
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  className="box-border w-full resize-y rounded-md border border-gray-300 bg-transparent p-2 font-[inherit] text-sm text-inherit focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-blue-600 dark:border-gray-700 dark:focus-visible:outline-blue-400"
                />
              </label>
              <Popover.Close className="m-0 h-8 cursor-pointer self-end rounded-md border-0 bg-blue-600 px-3 font-[inherit] text-sm text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-400 dark:text-gray-900 dark:focus-visible:outline-blue-400">
                Save note
              </Popover.Close>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
      <p className="m-0 text-gray-600 dark:text-gray-400">
        Last change: {lastChange}
      </p>
    </div>
  );
}
