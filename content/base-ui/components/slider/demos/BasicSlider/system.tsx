import { Slider } from '@base-ui/react/slider';
import { styled } from '@mui/system';

const Control = styled(Slider.Control)({
  display: 'flex',
  alignItems: 'center',
  width: 240,
  paddingBlock: 12,
  touchAction: 'none',
});

const Track = styled(Slider.Track)({
  width: '100%',
  height: 4,
  borderRadius: 2,
  background: 'var(--mui-palette-grey-400)',
});

const Indicator = styled(Slider.Indicator)({
  borderRadius: 2,
  background: 'var(--mui-palette-primary-main)',
});

const Thumb = styled(Slider.Thumb)({
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: 'var(--mui-palette-primary-main)',
  '&:has(:focus-visible)': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

export default function BasicSlider() {
  return (
    <Slider.Root defaultValue={40}>
      <Control>
        <Track>
          <Indicator />
          <Thumb aria-label="Volume" />
        </Track>
      </Control>
    </Slider.Root>
  );
}
