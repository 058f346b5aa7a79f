import { Slider } from '@base-ui/react/slider';
import classes from './css.module.css';

export default function BasicSlider() {
  return (
    <Slider.Root defaultValue={40}>
      <Slider.Control className={classes.control}>
        <Slider.Track className={classes.track}>
          <Slider.Indicator className={classes.indicator} />
          <Slider.Thumb aria-label="Volume" className={classes.thumb} />
        </Slider.Track>
      </Slider.Control>
    </Slider.Root>
  );
}
