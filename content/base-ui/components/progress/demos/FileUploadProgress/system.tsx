import { Progress } from '@base-ui/react/progress';
import { styled } from '@mui/system';

const Root = styled(Progress.Root)({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '8px 16px',
  width: '100%',
  maxWidth: 320,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Label = styled(Progress.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontWeight: 500,
});

const Value = styled(Progress.Value)({
  color: 'var(--mui-palette-text-secondary)',
  fontVariantNumeric: 'tabular-nums',
});

const Track = styled(Progress.Track)({
  gridColumn: '1 / -1',
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: 'var(--mui-palette-action-selected)',
});

const Indicator = styled(Progress.Indicator)({
  display: 'block',
  background: 'var(--mui-palette-primary-main)',
  transition: 'width 300ms',
});

export default function FileUploadProgress() {
  return (
    <Root value={64}>
      <Label>Uploading quarterly-report.pdf</Label>
      <Value />
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
