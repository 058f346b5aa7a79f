import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { styled } from '@mui/system';

const Wrapper = styled('div')({ display: 'flex', flexDirection: 'column', gap: 8 });

const Caption = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
});

const Group = styled(RadioGroup)({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
});

const Item = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  '&:has([data-disabled])': { color: 'var(--mui-palette-text-secondary)' },
});

const RadioRoot = styled(Radio.Root)({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  margin: 0,
  padding: 0,
  border: '2px solid var(--mui-palette-text-secondary)',
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '&[data-checked]': { borderColor: 'var(--mui-palette-primary-main)' },
  '&[data-disabled]': {
    borderColor: 'var(--mui-palette-text-disabled)',
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Indicator = styled(Radio.Indicator)({
  display: 'block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: 'var(--mui-palette-primary-main)',
});

const deliveryOptions = [
  { value: 'standard', label: 'Standard, 4 to 6 days', disabled: false },
  { value: 'express', label: 'Express, 2 days', disabled: false },
  {
    value: 'same-day',
    label: 'Same day (not available in your area)',
    disabled: true,
  },
];

export default function ShippingRadioGroup() {
  const captionId = React.useId();

  return (
    <Wrapper>
      <Caption id={captionId}>Delivery</Caption>
      <Group aria-labelledby={captionId} name="delivery" defaultValue="standard">
        {deliveryOptions.map((option) => (
          <Item key={option.value}>
            <RadioRoot value={option.value} disabled={option.disabled}>
              <Indicator />
            </RadioRoot>
            {option.label}
          </Item>
        ))}
      </Group>
    </Wrapper>
  );
}
