import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import classes from './css.module.css';

const details = [
  ['Placed on', '12 March 2025'],
  ['Items', '3'],
  ['Delivery', 'Standard, 2–4 days'],
  ['Total', '€84.50'],
];

export default function BasicCollapsible() {
  return (
    <Collapsible.Root className={classes.root}>
      <Collapsible.Trigger className={classes.trigger}>
        Order 10482 details
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className={classes.chevron}
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </Collapsible.Trigger>
      <Collapsible.Panel className={classes.panel}>
        <dl className={classes.list}>
          {details.map(([term, value]) => (
            <React.Fragment key={term}>
              <dt className={classes.term}>{term}</dt>
              <dd className={classes.value}>{value}</dd>
            </React.Fragment>
          ))}
        </dl>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
