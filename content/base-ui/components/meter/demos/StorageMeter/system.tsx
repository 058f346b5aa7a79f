import { Meter } from '@base-ui/react/meter';
import { styled } from '@mui/system';

const used = 12.4;
const capacity = 15;
const nearlyFull = used / capacity > 0.8;

const Root = styled(Meter.Root)({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '8px 16px',
  width: '100%',
  maxWidth: 320,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Label = styled(Meter.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontWeight: 500,
});

const Value = styled(Meter.Value)({ color: 'var(--mui-palette-text-secondary)' });

const Track = styled(Meter.Track)({
  gridColumn: '1 / -1',
  height: 8,
  overflow: 'hidden',
  borderRadius: 4,
  background: 'var(--mui-palette-action-selected)',
});

const Indicator = styled(Meter.Indicator)({
  display: 'block',
  background: 'var(--mui-palette-primary-main)',
  '&.nearly-full': { background: 'var(--mui-palette-warning-main)' },
});

export default function StorageMeter() {
  return (
    <Root
      value={used}
      max={capacity}
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
