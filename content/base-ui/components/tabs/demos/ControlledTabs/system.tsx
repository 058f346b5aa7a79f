import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const steps = [
  { value: 'cart', label: 'Cart', text: 'A linen shirt and a canvas tote bag.' },
  { value: 'shipping', label: 'Shipping', text: 'Standard delivery, 3 to 5 days.' },
  { value: 'payment', label: 'Payment', text: 'Card ending in 4242.' },
];

const Root = styled(Tabs.Root)(({ theme }) => ({
  width: '100%',
  maxWidth: 420,
  color: theme.vars.palette.text.primary,
  fontSize: theme.typography.body2.fontSize,
}));

const List = styled(Tabs.List)(({ theme }) => ({
  display: 'flex',
  borderBottom: `1px solid ${theme.vars.palette.divider}`,
}));

const Tab = styled(Tabs.Tab)(({ theme }) => ({
  margin: '0 0 -1px',
  padding: theme.spacing(1.25, 2),
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { color: theme.vars.palette.text.primary },
  '&[data-active]': {
    borderBottomColor: theme.vars.palette.primary.main,
    color: theme.vars.palette.primary.main,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

const Panel = styled(Tabs.Panel)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(2, 0.5),
  color: theme.vars.palette.text.secondary,
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Button = styled('button')(({ theme }) => ({
  margin: 0,
  padding: theme.spacing(0.75, 1.75),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  font: 'inherit',
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

export default function ControlledTabs() {
  const [step, setStep] = React.useState('cart');

  return (
    <Root value={step} onValueChange={setStep}>
      <List aria-label="Checkout">
        {steps.map((item) => (
          <Tab key={item.value} value={item.value}>
            {item.label}
          </Tab>
        ))}
      </List>
      {steps.map((item, index) => {
        const next = steps[index + 1];
        return (
          <Panel key={item.value} value={item.value}>
            {item.text}
            {next && (
              <Button type="button" onClick={() => setStep(next.value)}>
                Continue to {next.label.toLowerCase()}
              </Button>
            )}
          </Panel>
        );
      })}
    </Root>
  );
}
