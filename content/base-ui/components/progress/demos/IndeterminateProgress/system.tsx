import { Progress } from '@base-ui/react/progress';
import { keyframes, styled } from '@mui/system';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const Root = styled(Progress.Root)({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: '100%',
  maxWidth: 320,
});

const Label = styled(Progress.Label)({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
});

const Track = styled(Progress.Track)({
  height: 6,
  overflow: 'hidden',
  borderRadius: 3,
  background: 'var(--mui-palette-action-selected)',
});

const Indicator = styled(Progress.Indicator)({
  display: 'block',
  background: 'var(--mui-palette-primary-main)',
  '&[data-indeterminate]': { width: '100%', height: '100%' },
  '@media (prefers-reduced-motion: no-preference)': {
    '&[data-indeterminate]': {
      animation: `${pulse} 2s cubic-bezier(0.4, 0, 0.6, 1) infinite`,
    },
  },
});

export default function IndeterminateProgress() {
  return (
    <Root value={null}>
      <Label>Checking for updates…</Label>
      <Track>
        <Indicator />
      </Track>
    </Root>
  );
}
