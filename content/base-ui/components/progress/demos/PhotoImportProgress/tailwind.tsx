import * as React from 'react';
import { Progress } from '@base-ui/react/progress';

const total = 30;
// The first ticks stand for counting the files, while the total is unknown.
const countingTicks = 8;

export default function PhotoImportProgress() {
  const [tick, setTick] = React.useState<number | null>(null);
  let imported: number | null = 0;
  if (tick !== null) {
    imported = tick < countingTicks ? null : Math.min(tick - countingTicks, total);
  }
  const running = tick !== null && imported !== total;

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => setTick((t) => (t ?? 0) + 1), 150);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <div className="flex w-full max-w-80 flex-col items-start gap-3">
      <Progress.Root
        value={imported}
        max={total}
        locale="en-US"
        getAriaValueText={(formatted, value) =>
          value === null ? 'Counting photos' : `${value} of ${total} photos`
        }
        className="grid w-full grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm"
      >
        <Progress.Label className="font-medium text-fg">
          Holiday photos
        </Progress.Label>
        <Progress.Value className="text-fg-muted tabular-nums">
          {(formatted, value) =>
            value === null ? 'Counting…' : `${value} of ${total}`
          }
        </Progress.Value>
        <Progress.Track className="col-span-full h-1.5 overflow-hidden rounded-full bg-selected">
          <Progress.Indicator className="block bg-primary transition-[width] duration-150 data-[complete]:bg-success data-[indeterminate]:size-full motion-safe:data-[indeterminate]:animate-pulse" />
        </Progress.Track>
      </Progress.Root>
      <button
        type="button"
        onClick={() => setTick(0)}
        className="m-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {imported === total ? 'Import again' : 'Import photos'}
      </button>
      <p role="status" className="m-0 min-h-5 text-sm text-fg">
        {imported === total ? `All ${total} photos imported.` : ''}
      </p>
    </div>
  );
}
