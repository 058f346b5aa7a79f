import * as React from 'react';
import { Radio } from '@base-ui/react/radio';
import { RadioGroup } from '@base-ui/react/radio-group';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Wrapper = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  width: 280,
}));

const Caption = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Group = styled(RadioGroup)(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
}));

const Item = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  '&:has([data-disabled])': { color: theme.vars.palette.text.secondary },
}));

const RadioRoot = styled(Radio.Root)(({ theme }) => ({
  boxSizing: 'border-box',
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 20,
  height: 20,
  margin: 0,
  padding: 0,
  border: `2px solid ${theme.vars.palette.text.secondary}`,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
  '&[data-checked]': { borderColor: theme.vars.palette.primary.main },
  '&[data-disabled]': {
    borderColor: theme.vars.palette.text.disabled,
    cursor: 'default',
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Indicator = styled(Radio.Indicator)(({ theme }) => ({
  display: 'block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  background: theme.vars.palette.primary.main,
}));

const Summary = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

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
