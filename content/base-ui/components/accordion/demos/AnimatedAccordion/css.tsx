import { Accordion } from '@base-ui/react/accordion';
import classes from './css.module.css';

const details = [
  {
    title: 'Materials and care',
    text: 'Outer shell in recycled nylon, lining in organic cotton. Machine wash at 30 °C and hang to dry.',
  },
  {
    title: 'Size and fit',
    text: 'Regular fit with room for a sweater underneath. The model is 1.83 m tall and wears a size M.',
  },
  {
    title: 'Delivery and returns',
    text: 'Free delivery on orders over €60. Returns are free within 30 days.',
  },
];

export default function AnimatedAccordion() {
  return (
    <Accordion.Root className={classes.root}>
      {details.map((detail) => (
        <Accordion.Item key={detail.title} className={classes.item}>
          <Accordion.Header className={classes.header}>
            <Accordion.Trigger className={classes.trigger}>
              {detail.title}
              <svg
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                className={classes.icon}
              >
                <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Panel className={classes.panel}>
            <div className={classes.content}>{detail.text}</div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
