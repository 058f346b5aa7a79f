import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import classes from './css.module.css';

const filters = [
  { name: 'Price', summary: '£0 to £250' },
  { name: 'Brand', summary: 'Northwind, Alder & Co., Fieldwork' },
  { name: 'Customer rating', summary: '4 stars and up' },
];

export default function ControlledCollapsibleGroup() {
  const [openFilters, setOpenFilters] = React.useState<string[]>(['Price']);

  return (
    <div className={classes.container}>
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.button}
          onClick={() => setOpenFilters(filters.map((filter) => filter.name))}
        >
          Expand all
        </button>
        <button
          type="button"
          className={classes.button}
          onClick={() => setOpenFilters([])}
        >
          Collapse all
        </button>
      </div>
      {filters.map(({ name, summary }) => (
        <Collapsible.Root
          key={name}
          open={openFilters.includes(name)}
          onOpenChange={(open) =>
            setOpenFilters((current) =>
              open ? [...current, name] : current.filter((item) => item !== name),
            )
          }
          className={classes.section}
        >
          <Collapsible.Trigger className={classes.trigger}>
            {name}
          </Collapsible.Trigger>
          <Collapsible.Panel render={<p />} className={classes.panel}>
            {summary}
          </Collapsible.Panel>
        </Collapsible.Root>
      ))}
    </div>
  );
}
