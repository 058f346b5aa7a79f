import { Slider } from '@base-ui/react/slider';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Control = styled(Slider.Control)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: 240,
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
