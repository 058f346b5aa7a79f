import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';

const steps = [
  { value: 'cart', label: 'Cart', text: 'A linen shirt and a canvas tote bag.' },
  { value: 'shipping', label: 'Shipping', text: 'Standard delivery, 3 to 5 days.' },
  { value: 'payment', label: 'Payment', text: 'Card ending in 4242.' },
];

export default function ControlledTabs() {
  const [step, setStep] = React.useState('cart');

  return (
    <Tabs.Root
      value={step}
      onValueChange={setStep}
      className="w-full max-w-[420px] text-[0.875rem] text-fg"
    >
      <Tabs.List
        aria-label="Checkout"
        className="flex border-0 border-b border-solid border-divider"
      >
        {steps.map((item) => (
          <Tabs.Tab
            key={item.value}
            value={item.value}
            className="m-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:border-primary data-[active]:text-primary"
          >
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {steps.map((item, index) => {
        const next = steps[index + 1];
        return (
          <Tabs.Panel
            key={item.value}
            value={item.value}
            className="flex flex-col items-start gap-3 px-1 py-4 text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {item.text}
            {next && (
              <button
                type="button"
                onClick={() => setStep(next.value)}
                className="m-0 cursor-pointer rounded-md border-0 bg-primary px-3.5 py-1.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
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
