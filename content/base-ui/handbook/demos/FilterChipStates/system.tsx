import { Toggle } from '@base-ui/react/toggle';
import { styled } from '@mui/system';

const Group = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 8 });

const Chip = styled(Toggle)({
  height: 32,
  padding: '0 12px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 16,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': {
    borderColor: 'var(--mui-palette-primary-main)',
    background: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-contrastText)',
  },
  '&[data-disabled]': {
    borderStyle: 'dashed',
    background: 'transparent',
    color: 'var(--mui-palette-text-disabled)',
    cursor: 'not-allowed',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

export default function FilterChipStates() {
  return (
    <Group role="group" aria-label="Filters">
      <Chip defaultPressed>In stock</Chip>
      <Chip>Free delivery</Chip>
      <Chip>On sale</Chip>
      <Chip disabled>Same-day delivery</Chip>
    </Group>
  );
}
