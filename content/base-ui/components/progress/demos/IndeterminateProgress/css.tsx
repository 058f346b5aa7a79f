import { Progress } from '@base-ui/react/progress';
import classes from './css.module.css';

export default function IndeterminateProgress() {
  return (
    <Progress.Root value={null} className={classes.root}>
      <Progress.Label className={classes.label}>
        Checking for updates…
      </Progress.Label>
      <Progress.Track className={classes.track}>
        <Progress.Indicator className={classes.indicator} />
      </Progress.Track>
    </Progress.Root>
  );
}
