import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { styled } from '@mui/system';

const Editor = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const BoldToggle = styled(Toggle)({
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontSize: '1rem',
  fontWeight: 700,
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-pressed]': {
    background: 'var(--mui-palette-action-selected)',
    color: 'var(--mui-palette-text-primary)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Preview = styled('div')({
  padding: '12px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
});

export default function ControlledToggle() {
  const [bold, setBold] = React.useState(false);

  return (
    <Editor>
      <BoldToggle aria-label="Bold" pressed={bold} onPressedChange={setBold}>
        B
      </BoldToggle>
      <Preview style={{ fontWeight: bold ? 700 : 400 }}>
        The team meeting moves to Thursday at 10:00.
      </Preview>
    </Editor>
  );
}
