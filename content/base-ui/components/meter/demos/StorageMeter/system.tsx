import { Meter } from '@base-ui/react/meter';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const used = 12.4;
const capacity = 15;
const nearlyFull = used / capacity > 0.8;

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
  background: theme.vars.palette.primary.main,
  '&.nearly-full': { background: theme.vars.palette.warning.main },
}));

export default function StorageMeter() {
  return (
    <Root
      value={used}
      max={capacity}
      locale="en-US"
      format={{ style: 'unit', unit: 'gigabyte', maximumFractionDigits: 1 }}
      getAriaValueText={(formattedValue) =>
        `${formattedValue} of ${capacity} GB used`
      }
    >
      <Label>Cloud storage</Label>
      <Value>{(formattedValue) => `${formattedValue} of ${capacity} GB`}</Value>
      <Track>
        <Indicator className={nearlyFull ? 'nearly-full' : undefined} />
      </Track>
    </Root>
  );
}
