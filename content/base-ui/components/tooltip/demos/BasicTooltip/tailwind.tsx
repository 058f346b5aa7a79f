import { Tooltip } from '@base-ui/react/tooltip';

function HeartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M10 16.5s-6.5-3.8-6.5-8.5a3.5 3.5 0 0 1 6.5-1.8 3.5 3.5 0 0 1 6.5 1.8c0 4.7-6.5 8.5-6.5 8.5z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function BasicTooltip() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger
        aria-label="Add to favorites"
        className="m-0 inline-flex size-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface p-0 text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <HeartIcon />
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Positioner sideOffset={8} className="z-[1300]">
          <Tooltip.Popup className="origin-[var(--transform-origin)] rounded-md bg-fg px-2 py-1 text-xs text-surface transition-[opacity,scale] duration-100 data-[ending-style]:scale-90 data-[ending-style]:opacity-0 data-[starting-style]:scale-90 data-[starting-style]:opacity-0">
            <Tooltip.Arrow className="h-[5px] w-[10px] bg-inherit data-[side=bottom]:bottom-full data-[side=bottom]:[clip-path:polygon(50%_0,100%_100%,0_100%)] data-[side=top]:top-full data-[side=top]:[clip-path:polygon(0_0,100%_0,50%_100%)]" />
            Add to favorites
          </Tooltip.Popup>
        </Tooltip.Positioner>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
