import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

const steps = [
  { value: 'cart', label: 'Cart', text: 'A linen shirt and a canvas tote bag.' },
  { value: 'shipping', label: 'Shipping', text: 'Standard delivery, 3 to 5 days.' },
  { value: 'payment', label: 'Payment', text: 'Card ending in 4242.' },
];

export default function ControlledTabs() {
  const [step, setStep] = React.useState('cart');

  return (
    <Tabs.Root value={step} onValueChange={setStep} className={classes.root}>
      <Tabs.List aria-label="Checkout" className={classes.list}>
        {steps.map((item) => (
          <Tabs.Tab key={item.value} value={item.value} className={classes.tab}>
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {steps.map((item, index) => {
        const next = steps[index + 1];
        return (
          <Tabs.Panel key={item.value} value={item.value} className={classes.panel}>
            {item.text}
            {next && (
              <button
                type="button"
                onClick={() => setStep(next.value)}
                className={classes.button}
              >
                Continue to {next.label.toLowerCase()}
              </button>
            )}
          </Tabs.Panel>
        );
      })}
    </Tabs.Root>
  );
}
