import { Popover } from '@base-ui/react/popover';

const placements = [
  { side: 'top', align: 'start' },
  { side: 'top', align: 'end' },
  { side: 'inline-start', align: 'center' },
  { side: 'inline-end', align: 'center' },
  { side: 'bottom', align: 'start' },
  { side: 'bottom', align: 'end' },
] as const;

export default function PopoverPositioning() {
  return (
    <div className="inline-grid grid-cols-[repeat(2,1fr)] gap-2">
      {placements.map(({ side, align }) => (
        <Popover.Root key={`${side}-${align}`}>
          <Popover.Trigger className="m-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-3 font-mono text-[0.8125rem] text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
            {side} · {align}
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Positioner
              side={side}
              align={align}
              sideOffset={8}
              className="z-[1300]"
            >
              <Popover.Popup className="box-border max-w-[200px] rounded-theme border border-divider bg-surface px-3 py-2 text-fg shadow-raised">
                <Popover.Title render={<p />} className="m-0 text-sm">
                  side=&quot;{side}&quot; align=&quot;{align}&quot;
                </Popover.Title>
              </Popover.Popup>
            </Popover.Positioner>
          </Popover.Portal>
        </Popover.Root>
      ))}
    </div>
  );
}
