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
  width: '100%',
  maxWidth: 320,
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
  gap: theme.spacing(1.5),
}));

const Item = styled('label')(({ theme }) => ({
  display: 'flex',
  alignItems: 'flex-start',
  gap: theme.spacing(1),
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

const Line = styled('span')(({ theme }) => ({
  display: 'block',
  color: theme.vars.palette.text.secondary,
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

const addresses = [
  { id: 'home', label: 'Home', line: '14 Rue des Lilas, 69003 Lyon' },
  { id: 'office', label: 'Office', line: '2 Quai du Commerce, 69009 Lyon' },
  { id: 'parents', label: 'Parents', line: '7 Chemin du Moulin, 38200 Vienne' },
];

type Address = (typeof addresses)[number];

export default function SavedAddressRadioGroup() {
  const captionId = React.useId();
  // null, not undefined: the group is controlled from the first render.
  const [address, setAddress] = React.useState<Address | null>(null);

  return (
    <Wrapper>
      <Caption id={captionId}>Ship to</Caption>
      <Group
        aria-labelledby={captionId}
        value={address}
        // styled() drops RadioGroup's type parameter, so the value arrives as unknown.
        onValueChange={(value) => setAddress(value as Address)}
      >
        {addresses.map((option) => (
          <Item key={option.id}>
            {/* The same objects as in state: the group compares with === */}
            <RadioRoot value={option}>
              <Indicator />
            </RadioRoot>
            <span>
              {option.label}
              <Line>{option.line}</Line>
            </span>
          </Item>
        ))}
      </Group>
      <Summary>
        {address
          ? `Your order ships to ${address.line}.`
          : 'Choose an address for this order.'}
      </Summary>
    </Wrapper>
  );
}
