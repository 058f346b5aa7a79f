import { Switch } from '@base-ui/react/switch';
import { styled } from '@mui/system';

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const Root = styled(Switch.Root)({
  position: 'relative',
  width: 40,
  height: 24,
  padding: 2,
  border: 0,
  borderRadius: 12,
  background: 'var(--mui-palette-grey-400)',
  cursor: 'pointer',
  transition: 'background-color 150ms',
  '&[data-checked]': { background: 'var(--mui-palette-primary-main)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Thumb = styled(Switch.Thumb)({
  display: 'block',
  width: 20,
  height: 20,
  borderRadius: '50%',
  background: '#fff',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.3)',
  transition: 'translate 150ms',
  '&[data-checked]': { translate: '16px 0' },
  '[dir="rtl"] &[data-checked]': { translate: '-16px 0' },
});

export default function BasicSwitch() {
  return (
    <Label>
      <Root defaultChecked>
        <Thumb />
      </Root>
      Email notifications
    </Label>
  );
}
