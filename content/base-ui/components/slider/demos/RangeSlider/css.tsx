import { Slider } from '@base-ui/react/slider';
import classes from './css.module.css';

export default function RangeSlider() {
  return (
    <Slider.Root
      defaultValue={[120, 360]}
      max={500}
      step={10}
      format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
      className={classes.root}
    >
      <Slider.Label className={classes.label}>Price per night</Slider.Label>
      <Slider.Value className={classes.value}>
        {(formattedValues) => formattedValues.join(' – ')}
      </Slider.Value>
      <Slider.Control className={classes.control}>
        <Slider.Track className={classes.track}>
          <Slider.Indicator className={classes.indicator} />
          <Slider.Thumb
            index={0}
            aria-label="Minimum price"
            className={classes.thumb}
          />
          <Slider.Thumb
            index={1}
            aria-label="Maximum price"
            className={classes.thumb}
          />
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  );
}
