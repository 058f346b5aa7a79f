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
      className="w-full max-w-[420px] text-[0.875rem] text-gray-900 dark:text-gray-100"
    >
      <Tabs.List
        aria-label="Checkout"
        className="flex border-0 border-b border-solid border-gray-200 dark:border-gray-700"
      >
        {steps.map((item) => (
          <Tabs.Tab
            key={item.value}
            value={item.value}
            className="m-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[active]:border-blue-700 data-[active]:text-blue-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[active]:border-blue-300 dark:data-[active]:text-blue-300"
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
            className="flex flex-col items-start gap-3 px-1 py-4 text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 dark:text-gray-400"
          >
            {item.text}
            {next && (
              <button
                type="button"
                onClick={() => setStep(next.value)}
                className="m-0 cursor-pointer rounded-md border-0 bg-blue-600 px-3.5 py-1.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 dark:bg-blue-400 dark:text-gray-900"
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
