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
}));

const Caption = styled('div')(({ theme }) => ({
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Group = styled(RadioGroup)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
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
