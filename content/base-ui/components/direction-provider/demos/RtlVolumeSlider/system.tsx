import { DirectionProvider } from '@base-ui/react/direction-provider';
import { Slider } from '@base-ui/react/slider';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Container = styled('div')(({ theme }) => ({
  width: 240,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  marginBottom: theme.spacing(0.5),
}));

const Value = styled(Slider.Value)(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
}));

const Control = styled(Slider.Control)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  paddingBlock: theme.spacing(1.5),
  touchAction: 'none',
}));

const Track = styled(Slider.Track)(({ theme }) => ({
  width: '100%',
  height: 4,
  borderRadius: 2,
  background: theme.vars.palette.grey[400],
}));

const Indicator = styled(Slider.Indicator)(({ theme }) => ({
  borderRadius: 2,
  background: theme.vars.palette.primary.main,
}));

const Thumb = styled(Slider.Thumb)(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: theme.vars.palette.primary.main,
  '&:has(:focus-visible)': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

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
