import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider } from '@base-ui/react/slider';
import { styled } from '@mui/system';

const Container = styled('div')({
  width: 240,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Header = styled('div')({
  display: 'flex',
  justifyContent: 'space-between',
  marginBottom: 4,
});

const Value = styled(Slider.Value)({ color: 'var(--mui-palette-text-secondary)' });

const Control = styled(Slider.Control)({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
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

export default function RtlVolumeSlider() {
  return (
    <Container dir="rtl" lang="ar">
      <DirectionProvider direction="rtl">
        <Slider.Root defaultValue={30}>
          <Header>
            <Slider.Label>مستوى الصوت</Slider.Label>
            <Value />
          </Header>
          <Control>
            <Track>
              <Indicator />
              <Thumb />
            </Track>
          </Control>
        </Slider.Root>
      </DirectionProvider>
    </Container>
  );
}
