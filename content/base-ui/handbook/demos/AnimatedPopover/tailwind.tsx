import { Popover } from '@base-ui/react/popover';

export default function AnimatedPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-divider bg-surface px-3.5 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
        Storage
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className="z-[1300]">
          <Popover.Popup className="box-border w-[260px] origin-[var(--transform-origin)] rounded-theme border border-divider bg-surface px-4 py-3 text-sm leading-normal text-fg shadow-popup outline-none transition-[opacity,scale] duration-200 ease-out data-[ending-style]:scale-90 data-[ending-style]:opacity-0 data-[ending-style]:duration-100 data-[ending-style]:ease-in data-[starting-style]:scale-90 data-[starting-style]:opacity-0 motion-reduce:transition-none">
            <Popover.Title render={<p />} className="m-0 mb-1 font-semibold">
              9.2 GB of 10 GB used
            </Popover.Title>
            <Popover.Description className="m-0 text-fg-muted">
              Delete old backups or move to a larger plan to keep your files in sync.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
