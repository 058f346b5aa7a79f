import * as React from 'react';
import { Accordion } from '@base-ui/react/accordion';
import classes from './css.module.css';

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

export default function ControlledAccordion() {
  const [openDays, setOpenDays] = React.useState<string[]>(['lisbon']);

  return (
    <div className={classes.wrapper}>
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.action}
          disabled={openDays.length === days.length}
          onClick={() => setOpenDays(days.map((day) => day.value))}
        >
          Expand all
        </button>
        <button
          type="button"
          className={classes.action}
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
        className={classes.root}
      >
        {days.map((day) => (
          <Accordion.Item key={day.value} value={day.value} className={classes.item}>
            <Accordion.Header className={classes.header}>
              <Accordion.Trigger className={classes.trigger}>
                {day.title}
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
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Panel className={classes.panel}>{day.plan}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </div>
  );
}
