import { Accordion } from '@base-ui/react/accordion';
import classes from './css.module.css';

const faqs = [
  {
    question: 'How long does delivery take?',
    answer:
      'Orders arrive in two to four working days. We email a tracking link as soon as the parcel leaves our warehouse.',
  },
  {
    question: 'Can I return an item?',
    answer:
      'Yes, within 30 days of delivery if it is unused and in its original packaging. Start a return from the Orders page of your account.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer:
      'Visa, Mastercard, American Express and PayPal. Business customers can also pay by bank transfer.',
  },
];

export default function FaqAccordion() {
  return (
    <Accordion.Root className={classes.root}>
      {faqs.map((faq) => (
        <Accordion.Item key={faq.question} className={classes.item}>
          <Accordion.Header className={classes.header}>
            <Accordion.Trigger className={classes.trigger}>
              {faq.question}
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
          <Accordion.Panel className={classes.panel}>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
