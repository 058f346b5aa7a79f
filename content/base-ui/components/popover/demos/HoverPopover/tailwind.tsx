import { Popover } from '@base-ui/react/popover';

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
      <circle cx="9" cy="9" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M9 8v5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="5.5" r="1" fill="currentColor" />
    </svg>
  );
}

export default function HoverPopover() {
  return (
    <div className="flex items-center gap-2 text-sm text-fg">
      Monthly active users
      <span className="font-semibold">18,204</span>
      <Popover.Root>
        <Popover.Trigger
          openOnHover
          delay={200}
          aria-label="About monthly active users"
          className="m-0 inline-flex size-7 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent p-0 text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover"
        >
          <InfoIcon />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner sideOffset={4} className="z-[1300]">
            <Popover.Popup className="box-border w-[260px] origin-[var(--transform-origin)] rounded-theme border border-divider bg-surface px-4 py-3 text-fg shadow-raised transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
              <Popover.Title
                render={<p />}
                className="m-0 mb-1 text-sm font-semibold"
              >
                Monthly active users
              </Popover.Title>
              <Popover.Description className="m-0 text-sm text-fg-muted">
                People who opened the app at least once in the last 30 days. Your own
                team’s visits aren’t counted.
              </Popover.Description>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
