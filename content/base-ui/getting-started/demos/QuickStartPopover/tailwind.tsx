import { Popover } from '@base-ui/react/popover';

export default function QuickStartPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-divider bg-surface px-3.5 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
        Delivery estimate
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-[1300]">
          <Popover.Popup className="box-border w-[260px] rounded-theme border border-divider bg-surface px-4 py-3 text-sm leading-normal text-fg shadow-popup outline-none">
            <Popover.Title render={<p />} className="m-0 mb-1 font-semibold">
              Arrives Thursday, 14 March
            </Popover.Title>
            <Popover.Description className="m-0 text-fg-muted">
              Order in the next 3 hours and the parcel leaves our Leeds warehouse
              today.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
