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
  '&:focus': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -1,
  },
});

const Counter = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  textAlign: 'end',
});

const maxLength = 40;

export default function ControlledInput() {
  const id = React.useId();
  const [headline, setHeadline] = React.useState('Product designer in Lisbon');

  return (
    <Field>
      <Label htmlFor={id}>Profile headline</Label>
      <StyledInput
        id={id}
        value={headline}
        onValueChange={setHeadline}
        maxLength={maxLength}
        aria-describedby={`${id}-count`}
      />
      <Counter id={`${id}-count`}>
        {headline.length} of {maxLength} characters
      </Counter>
    </Field>
  );
}
