import { Tooltip } from '@base-ui/react/tooltip';

const icons = {
  Home: 'M3.5 9 10 3.5 16.5 9v7.5h-4.5v-5h-4v5H3.5z',
  Inbox: 'M3 11h4.5l1 2h3l1-2H17M3 11l2-6.5h10l2 6.5v5.5H3z',
  Calendar: 'M3.5 5h13v11.5h-13zM3.5 8.5h13M7 3v4M13 3v4',
};

const links = ['Home', 'Inbox', 'Calendar'] as const;

export default function TooltipPlacement() {
  return (
    <div className="flex flex-col gap-1 rounded-theme border border-divider bg-surface p-1.5">
      {links.map((label) => (
        <Tooltip.Root key={label}>
          <Tooltip.Trigger
            aria-label={label}
            className="m-0 inline-flex size-10 cursor-pointer items-center justify-center rounded-theme border-0 bg-transparent p-0 text-fg-muted hover:bg-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              aria-hidden="true"
            >
              <path
                d={icons[label]}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Positioner
              side="inline-end"
              sideOffset={8}
              className="z-[1300]"
            >
              <Tooltip.Popup className="origin-[var(--transform-origin)] rounded-md bg-fg px-2 py-1 text-xs text-surface transition-[opacity,scale] duration-100 data-[ending-style]:scale-90 data-[ending-style]:opacity-0 data-[starting-style]:scale-90 data-[starting-style]:opacity-0">
                {label}
              </Tooltip.Popup>
            </Tooltip.Positioner>
          </Tooltip.Portal>
        </Tooltip.Root>
      ))}
    </div>
  );
}
