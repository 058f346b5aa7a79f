import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';

const filters = [
  { name: 'Price', summary: '£0 to £250' },
  { name: 'Brand', summary: 'Northwind, Alder & Co., Fieldwork' },
  { name: 'Customer rating', summary: '4 stars and up' },
];

const buttonClasses =
  'm-0 h-8 cursor-pointer rounded-md border border-divider bg-transparent px-3 font-[inherit] text-sm text-inherit hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function ControlledCollapsibleGroup() {
  const [openFilters, setOpenFilters] = React.useState<string[]>(['Price']);

  return (
    <div className="w-[300px] text-sm text-fg">
      <div className="mb-2 flex gap-2">
        <button
          type="button"
          className={buttonClasses}
          onClick={() => setOpenFilters(filters.map((filter) => filter.name))}
        >
          Expand all
        </button>
        <button
          type="button"
          className={buttonClasses}
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
          className="border-b border-solid border-divider"
        >
          <Collapsible.Trigger className="m-0 w-full cursor-pointer border-0 bg-transparent px-0 py-2.5 text-start font-[inherit] text-sm font-semibold text-inherit focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {name}
          </Collapsible.Trigger>
          <Collapsible.Panel render={<p />} className="m-0 pb-2.5 text-fg-muted">
            {summary}
          </Collapsible.Panel>
        </Collapsible.Root>
      ))}
    </div>
  );
}
