import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider } from '@base-ui/react/slider';
import classes from './css.module.css';

export default function RtlVolumeSlider() {
  return (
    <div dir="rtl" lang="ar" className={classes.container}>
      <DirectionProvider direction="rtl">
        <Slider.Root defaultValue={30}>
          <div className={classes.header}>
            <Slider.Label>مستوى الصوت</Slider.Label>
            <Slider.Value className={classes.value} />
          </div>
          <Slider.Control className={classes.control}>
            <Slider.Track className={classes.track}>
              <Slider.Indicator className={classes.indicator} />
              <Slider.Thumb className={classes.thumb} />
            </Slider.Track>
          </Slider.Control>
        </Slider.Root>
      </DirectionProvider>
    </div>
  );
}
