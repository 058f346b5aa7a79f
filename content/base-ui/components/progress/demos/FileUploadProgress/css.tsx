import { Progress } from '@base-ui/react/progress';
import classes from './css.module.css';

export default function FileUploadProgress() {
  return (
    <Progress.Root value={64} locale="en-US" className={classes.root}>
      <Progress.Label className={classes.label}>
        Uploading quarterly-report.pdf
      </Progress.Label>
      <Progress.Value className={classes.value} />
      <Progress.Track className={classes.track}>
        <Progress.Indicator className={classes.indicator} />
      </Progress.Track>
    </Progress.Root>
  );
}
