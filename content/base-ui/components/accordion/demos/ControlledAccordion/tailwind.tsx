import * as React from 'react';
import { Accordion } from '@base-ui/react/accordion';

const days = [
  {
    value: 'lisbon',
    title: 'Day 1: Lisbon',
    plan: 'Tram 28 through Alfama, lunch in Baixa and sunset from the Senhora do Monte viewpoint.',
  },
  {
    value: 'sintra',
    title: 'Day 2: Sintra',
    plan: 'Morning train to Sintra, the gardens of Pena Palace, back in Lisbon for dinner.',
  },
  {
    value: 'porto',
    title: 'Day 3: Porto',
    plan: 'Fast train north, a walk along the Ribeira and a tasting across the river in Gaia.',
  },
];

const actionClasses =
  'm-0 cursor-pointer rounded-md border border-divider bg-transparent px-3 py-1.5 font-[inherit] text-sm font-medium text-fg disabled:cursor-default disabled:opacity-50';

export default function ControlledAccordion() {
  const [openDays, setOpenDays] = React.useState<string[]>(['lisbon']);

  return (
    <div className="flex w-full max-w-90 flex-col gap-3">
      <div className="flex gap-2">
        <button
          type="button"
          className={actionClasses}
          disabled={openDays.length === days.length}
          onClick={() => setOpenDays(days.map((day) => day.value))}
        >
          Expand all
        </button>
        <button
          type="button"
          className={actionClasses}
          disabled={openDays.length === 0}
          onClick={() => setOpenDays([])}
        >
          Collapse all
        </button>
      </div>
      <Accordion.Root
        multiple
        value={openDays}
        onValueChange={setOpenDays}
        className="rounded-theme border border-divider bg-surface"
      >
        {days.map((day) => (
          <Accordion.Item
            key={day.value}
            value={day.value}
            className="border-divider not-first:border-t"
          >
            <Accordion.Header className="m-0">
              <Accordion.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-4 border-0 bg-transparent px-4 py-3 text-start font-[inherit] text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                {day.title}
                <svg
                  width="16"
                  height="16"
                  viewBox="0 0 16 16"
                  aria-hidden="true"
                  className="shrink-0 transition-transform duration-150 group-data-[panel-open]:rotate-180"
                >
                  <path
                    d="M4 6l4 4 4-4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </svg>
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Panel className="px-4 pb-4 text-sm leading-6 text-fg-muted">
              {day.plan}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
