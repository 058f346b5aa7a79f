import { ScrollArea } from '@base-ui/react/scroll-area';

const activity = [
  { time: '09:12', text: 'Amara merged “Fix invoice rounding”' },
  { time: '09:40', text: 'Build 1482 passed on main' },
  { time: '10:05', text: 'Tomás commented on “Dark mode for reports”' },
  { time: '10:31', text: 'Release 4.2.0 was tagged' },
  { time: '11:18', text: 'Priya opened “Export to CSV is slow”' },
  { time: '11:46', text: 'Build 1483 failed: 2 tests' },
  { time: '12:02', text: 'Build 1484 passed on main' },
  { time: '13:27', text: 'Lena assigned “Export to CSV is slow” to herself' },
  { time: '14:10', text: 'Amara reviewed “Dark mode for reports”' },
  { time: '15:35', text: 'Release 4.2.0 was deployed to production' },
];

// Fades each edge over as many pixels as are hidden behind it, up to 40.
const fadeEdges =
  '[mask-image:linear-gradient(to_bottom,transparent_0,#000_min(40px,var(--scroll-area-overflow-y-start,0px)),#000_calc(100%_-_min(40px,var(--scroll-area-overflow-y-end,0px))),transparent_100%)]';

export default function FadingEdgesScrollArea() {
  return (
    // The focus ring sits on the root, outside the faded viewport.
    <ScrollArea.Root className="h-55 w-75 rounded-theme border border-solid border-divider text-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary">
      <ScrollArea.Viewport
        role="region"
        aria-label="Project activity"
        className={`h-full rounded-[inherit] outline-0 ${fadeEdges}`}
      >
        <ScrollArea.Content className="px-4 py-1">
          {activity.map((entry) => (
            <div key={entry.time} className="flex gap-3 py-2 text-fg">
              <span className="shrink-0 text-fg-muted tabular-nums">
                {entry.time}
              </span>
              {entry.text}
            </div>
          ))}
        </ScrollArea.Content>
      </ScrollArea.Viewport>
      <ScrollArea.Scrollbar className="flex w-2.5 p-0.5">
        <ScrollArea.Thumb className="w-full rounded-[3px] bg-control-strong" />
      </ScrollArea.Scrollbar>
    </ScrollArea.Root>
  );
}
