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
      <Popover.Trigger className="m-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
        Track order
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-[1300]">
          <Popover.Popup className="box-border w-[280px] origin-[var(--transform-origin)] rounded-theme border border-divider bg-surface p-4 text-fg shadow-raised transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            <div className="mb-1 flex items-center justify-between">
              <Popover.Title render={<p />} className="m-0 text-base font-semibold">
                Arriving Thursday
              </Popover.Title>
              <Popover.Close
                aria-label="Close"
                className="m-0 inline-flex size-7 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                <CloseIcon />
              </Popover.Close>
            </div>
            <Popover.Description className="m-0 text-sm text-fg-muted">
              Your parcel left the Rotterdam depot at 06:40 and is now with the
              courier.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
