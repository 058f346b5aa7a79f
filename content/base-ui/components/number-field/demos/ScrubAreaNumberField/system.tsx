import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import { styled } from '@mui/system';

const Root = styled(NumberField.Root)({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
});

const ScrubArea = styled(NumberField.ScrubArea)({
  display: 'inline-flex',
  cursor: 'ew-resize',
});

const Label = styled('label')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
  cursor: 'ew-resize',
  userSelect: 'none',
});

const Cursor = styled(NumberField.ScrubAreaCursor)({
  zIndex: 1300,
  display: 'flex',
  color: 'var(--mui-palette-text-primary)',
});

const Input = styled(NumberField.Input)({
  boxSizing: 'border-box',
  width: 72,
  height: 36,
  margin: 0,
  padding: 0,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

function ResizeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M2 10h16M6 6l-4 4 4 4M14 6l4 4-4 4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function ScrubAreaNumberField() {
  const id = React.useId();

  return (
    <Root
      id={id}
      defaultValue={0.8}
      min={0}
      max={1}
      step={0.01}
      format={{ style: 'percent' }}
    >
      <ScrubArea>
        <Label htmlFor={id}>Layer opacity</Label>
        <Cursor>
          <ResizeIcon />
        </Cursor>
      </ScrubArea>
      <Input />
    </Root>
  );
}
