import { Meter } from '@base-ui/react/meter';
import classes from './css.module.css';

const used = 12.4;
const capacity = 15;
const nearlyFull = used / capacity > 0.8;

export default function StorageMeter() {
  return (
    <Meter.Root
      value={used}
      max={capacity}
      locale="en-US"
      format={{ style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }}
      getAriaValueText={(formattedValue) =>
        `${formattedValue} of ${capacity} GB used`
      }
      className={classes.root}
    >
      <Meter.Label className={classes.label}>Cloud storage</Meter.Label>
      <Meter.Value className={classes.value}>
        {(formattedValue) => `${formattedValue} of ${capacity} GB`}
      </Meter.Value>
      <Meter.Track className={classes.track}>
        <Meter.Indicator
          className={`${classes.indicator} ${nearlyFull ? classes.nearlyFull : ''}`}
        />
      </Meter.Track>
    </Meter.Root>
  );
}
