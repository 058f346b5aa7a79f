import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';
import { styled } from '@mui/system';

const steps = [
  { value: 'cart', label: 'Cart', text: 'A linen shirt and a canvas tote bag.' },
  { value: 'shipping', label: 'Shipping', text: 'Standard delivery, 3 to 5 days.' },
  { value: 'payment', label: 'Payment', text: 'Card ending in 4242.' },
];

const Root = styled(Tabs.Root)({
  width: '100%',
  maxWidth: 420,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
});

const List = styled(Tabs.List)({
  display: 'flex',
  borderBottom: '1px solid var(--mui-palette-divider)',
});

const Tab = styled(Tabs.Tab)({
  margin: '0 0 -1px',
  padding: '10px 16px',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { color: 'var(--mui-palette-text-primary)' },
  '&[data-active]': {
    borderBottomColor: 'var(--mui-palette-primary-main)',
    color: 'var(--mui-palette-primary-main)',
  },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

const Panel = styled(Tabs.Panel)({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 12,
  padding: '16px 4px',
  color: 'var(--mui-palette-text-secondary)',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Button = styled('button')({
  margin: 0,
  padding: '6px 14px',
  border: 0,
  borderRadius: 6,
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  font: 'inherit',
  fontWeight: 500,
  cursor: 'pointer',
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

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
