import * as React from 'react';
import { Input } from '@base-ui/react/input';
import { styled } from '@mui/system';

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  width: 256,
});

const Label = styled('label')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 500,
  lineHeight: '1.25rem',
});

const StyledInput = styled(Input)({
  boxSizing: 'border-box',
  height: 36,
  margin: 0,
  paddingInline: 10,
  border: '1px solid var(--mui-palette-grey-400)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  '&::placeholder': { color: 'var(--mui-palette-text-secondary)', opacity: 1 },
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

export default function BasicInput() {
  const id = React.useId();

  return (
    <Field>
      <Label htmlFor={id}>Order number</Label>
      <StyledInput id={id} placeholder="e.g. NW-20481" />
    </Field>
  );
}
