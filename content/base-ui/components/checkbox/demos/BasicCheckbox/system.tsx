import { Checkbox } from '@base-ui/react/checkbox';
import { styled } from '@mui/system';

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Root = styled(Checkbox.Root)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: 4,
  background: 'transparent',
  color: 'var(--mui-palette-primary-contrastText)',
  cursor: 'pointer',
  '&[data-checked]': {
    borderColor: 'var(--mui-palette-primary-main)',
    background: 'var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function BasicCheckbox() {
  return (
    <Label>
      <Root defaultChecked>
        <Checkbox.Indicator style={{ display: 'flex' }}>
          <CheckIcon />
        </Checkbox.Indicator>
      </Root>
      Accept the terms
    </Label>
  );
}
