import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';

const details = [
  ['Placed on', '12 March 2025'],
  ['Items', '3'],
  ['Delivery', 'Standard, 2–4 days'],
  ['Total', '€84.50'],
];

export default function BasicCollapsible() {
  return (
    <Collapsible.Root className="w-full max-w-80">
      <Collapsible.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-transparent px-3 py-2 font-[inherit] text-sm font-medium text-fg">
        Order 10482 details
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="transition-transform duration-150 group-data-[panel-open]:rotate-180"
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </Collapsible.Trigger>
      <Collapsible.Panel className="mt-2 rounded-md border border-divider bg-surface p-3">
        <dl className="m-0 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt className="text-fg-muted">{term}</dt>
              <dd className="m-0 text-fg">{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
