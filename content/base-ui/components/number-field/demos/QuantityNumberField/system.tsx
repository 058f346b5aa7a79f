import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import { styled } from '@mui/system';

const Root = styled(NumberField.Root)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 4,
});

const Label = styled('label')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const Group = styled(NumberField.Group)({
  display: 'flex',
  overflow: 'hidden',
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
});

const stepperStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 34,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&[data-disabled]': {
    background: 'transparent',
    color: 'var(--mui-palette-text-disabled)',
    cursor: 'default',
  },
} as const;

const Decrement = styled(NumberField.Decrement)(stepperStyles);
const Increment = styled(NumberField.Increment)(stepperStyles);

const Input = styled(NumberField.Input)({
  boxSizing: 'border-box',
  width: 64,
  height: 34,
  margin: 0,
  padding: 0,
  border: 0,
  borderInline: '1px solid var(--mui-palette-grey-400)',
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

function MinusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M3 8h10M8 3v10" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function QuantityNumberField() {
  const id = React.useId();

  return (
    <Root id={id} defaultValue={2} min={1} max={10}>
      <Label htmlFor={id}>Tickets</Label>
      <Group>
        <Decrement>
          <MinusIcon />
        </Decrement>
        <Input />
        <Increment>
          <PlusIcon />
        </Increment>
      </Group>
    </Root>
  );
}
