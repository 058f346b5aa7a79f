import { Slider } from '@base-ui/react/slider';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Slider.Root)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(0.5),
  width: '100%',
  maxWidth: 280,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled(Slider.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Value = styled(Slider.Value)(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
}));

const Control = styled(Slider.Control)(({ theme }) => ({
  gridColumn: '1 / -1',
  display: 'flex',
  alignItems: 'center',
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
