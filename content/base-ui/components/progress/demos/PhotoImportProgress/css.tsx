import * as React from 'react';
import { Progress } from '@base-ui/react/progress';
import classes from './css.module.css';

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
    <div className={classes.wrapper}>
      <Progress.Root
        value={imported}
        max={total}
        locale="en-US"
        getAriaValueText={(formatted, value) =>
          value === null ? 'Counting photos' : `${value} of ${total} photos`
        }
        className={classes.root}
      >
        <Progress.Label className={classes.label}>Holiday photos</Progress.Label>
        <Progress.Value className={classes.value}>
          {(formatted, value) =>
            value === null ? 'Counting…' : `${value} of ${total}`
          }
        </Progress.Value>
        <Progress.Track className={classes.track}>
          <Progress.Indicator className={classes.indicator} />
        </Progress.Track>
      </Progress.Root>
      <button type="button" onClick={() => setTick(0)} className={classes.button}>
        {imported === total ? 'Import again' : 'Import photos'}
      </button>
      <p role="status" className={classes.status}>
        {imported === total ? `All ${total} photos imported.` : ''}
      </p>
    </div>
  );
}
