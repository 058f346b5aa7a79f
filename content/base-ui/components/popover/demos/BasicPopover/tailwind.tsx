import { Popover } from '@base-ui/react/popover';

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function BasicPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className="m-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-lg border border-gray-300 bg-white px-4 font-[inherit] text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300 dark:data-[popup-open]:bg-gray-800">
        Track order
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-[1300]">
          <Popover.Popup className="box-border w-[280px] origin-[var(--transform-origin)] rounded-xl border border-gray-200 bg-white p-4 text-gray-900 shadow-lg transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
            <div className="mb-1 flex items-center justify-between">
              <Popover.Title render={<p />} className="m-0 text-base font-semibold">
                Arriving Thursday
              </Popover.Title>
              <Popover.Close
                aria-label="Close"
                className="m-0 inline-flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:text-gray-400 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-300"
              >
                <CloseIcon />
              </Popover.Close>
            </div>
            <Popover.Description className="m-0 text-sm text-gray-600 dark:text-gray-400">
              Your parcel left the Rotterdam depot at 06:40 and is now with the
              courier.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
