import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { styled } from '@mui/system';

const Wrapper = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  width: 280,
});

const Caption = styled('div')({
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
});

const Group = styled(RadioGroup)({ display: 'flex', gap: 16 });

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

const Summary = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const plans = [
  { value: 'starter', label: 'Starter', summary: 'Free for up to 3 people.' },
  {
    value: 'team',
    label: 'Team',
    summary: '€12 per person each month, billed monthly.',
  },
  {
    value: 'business',
    label: 'Business',
    summary: '€29 per person each month, with SSO.',
  },
];

export default function ControlledRadioGroup() {
  const captionId = React.useId();
  const [plan, setPlan] = React.useState('team');
  const selected = plans.find((option) => option.value === plan);

  return (
    <Wrapper>
      <Caption id={captionId}>Plan</Caption>
      <Group
        aria-labelledby={captionId}
        value={plan}
        onValueChange={(value) => setPlan(String(value))}
      >
        {plans.map((option) => (
          <Item key={option.value}>
            <RadioRoot value={option.value}>
              <Indicator />
            </RadioRoot>
            {option.label}
          </Item>
        ))}
      </Group>
      <Summary>{selected?.summary}</Summary>
    </Wrapper>
  );
}
