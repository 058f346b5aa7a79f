import { Meter } from '@base-ui/react/meter';
import { styled } from '@mui/system';

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

const Value = styled(Meter.Value)({
  color: 'var(--mui-palette-text-secondary)',
  fontVariantNumeric: 'tabular-nums',
});

const Track = styled(Meter.Track)({
  gridColumn: '1 / -1',
  height: 8,
  overflow: 'hidden',
  borderRadius: 4,
  background: 'var(--mui-palette-action-selected)',
});

const Indicator = styled(Meter.Indicator)({
  display: 'block',
  background: 'var(--mui-palette-success-main)',
});

export default function BasicMeter() {
  return (
    <Root value={72}>
      <Label>Battery</Label>
      <Value />
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
