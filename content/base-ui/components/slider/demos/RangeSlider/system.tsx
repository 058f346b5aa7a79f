import { Slider } from '@base-ui/react/slider';
import { styled } from '@mui/system';

const Root = styled(Slider.Root)({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: 4,
  width: '100%',
  maxWidth: 280,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Label = styled(Slider.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontWeight: 500,
});

const Value = styled(Slider.Value)({
  color: 'var(--mui-palette-text-secondary)',
  fontVariantNumeric: 'tabular-nums',
});

const Control = styled(Slider.Control)({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
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

export default function RangeSlider() {
  return (
    <Root
      defaultValue={[120, 360]}
      max={500}
      step={10}
      format={{ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }}
    >
      <Label>Price per night</Label>
      <Value>{(formattedValues) => formattedValues.join(' – ')}</Value>
      <Control>
        <Track>
          <Indicator />
          <Thumb index={0} aria-label="Minimum price" />
          <Thumb index={1} aria-label="Maximum price" />
        </Track>
      </Control>
    </Root>
  );
}
