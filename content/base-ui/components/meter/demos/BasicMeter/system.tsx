import { Meter } from '@base-ui/react/meter';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Root = styled(Meter.Root)(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.spacing(1, 2),
  width: '100%',
  maxWidth: 320,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Label = styled(Meter.Label)(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Value = styled(Meter.Value)(({ theme }) => ({
  color: theme.vars.palette.text.secondary,
  fontVariantNumeric: 'tabular-nums',
}));

const Track = styled(Meter.Track)(({ theme }) => ({
  gridColumn: '1 / -1',
  height: 8,
  overflow: 'hidden',
  borderRadius: 4,
  background: theme.vars.palette.action.selected,
}));

const Indicator = styled(Meter.Indicator)(({ theme }) => ({
  display: 'block',
  background: theme.vars.palette.success.main,
}));

export default function BasicMeter() {
  return (
    <Root value={72} locale="en-US">
      <Label>Battery</Label>
      <Value />
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
