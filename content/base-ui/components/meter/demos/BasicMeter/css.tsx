import { Meter } from '@base-ui/react/meter';
import classes from './css.module.css';

export default function BasicMeter() {
  return (
    <Meter.Root value={72} locale="en-US" className={classes.root}>
      <Meter.Label className={classes.label}>Battery</Meter.Label>
      <Meter.Value className={classes.value} />
      <Meter.Track className={classes.track}>
        <Meter.Indicator className={classes.indicator} />
      </Meter.Track>
    </Meter.Root>
  );
}
