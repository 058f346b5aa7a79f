import { Button } from '@base-ui/react/button';
import { styled } from '@mui/system';

const Row = styled('div')({ display: 'flex', gap: 12 });

const BaseButton = styled(Button)({
  margin: 0,
  padding: '8px 16px',
  border: '1px solid transparent',
  borderRadius: 6,
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const PrimaryButton = styled(BaseButton)({
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  '&:hover': { background: 'var(--mui-palette-primary-dark)' },
});

const SecondaryButton = styled(BaseButton)({
  borderColor: 'var(--mui-palette-divider)',
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
});

export default function BasicButton() {
  return (
    <Row>
      <SecondaryButton>Discard draft</SecondaryButton>
      <PrimaryButton>Publish post</PrimaryButton>
    </Row>
  );
}
