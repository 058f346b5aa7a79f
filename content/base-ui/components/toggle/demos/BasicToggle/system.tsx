import { Toggle } from '@base-ui/react/toggle';
import { styled } from '@mui/system';

const Row = styled('div')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const StarToggle = styled(Toggle)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': { color: 'var(--mui-palette-primary-main)' },
  '&[data-pressed] svg': { fill: 'currentColor' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const StarIcon = styled('svg')({
  width: 20,
  height: 20,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
});

export default function BasicToggle() {
  return (
    <Row>
      Kyoto travel guide
      <StarToggle aria-label="Favourite">
        <StarIcon viewBox="0 0 24 24" aria-hidden="true">
          <polygon points="12 3 14.4 9.3 21 9.6 15.8 13.7 17.6 20.2 12 16.5 6.4 20.2 8.2 13.7 3 9.6 9.6 9.3" />
        </StarIcon>
      </StarToggle>
    </Row>
  );
}
