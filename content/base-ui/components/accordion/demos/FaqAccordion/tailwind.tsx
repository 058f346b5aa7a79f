import { Accordion } from '@base-ui/react/accordion';

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
    <Accordion.Root className="w-full max-w-90 rounded-theme border border-divider bg-surface">
      {faqs.map((faq) => (
        <Accordion.Item
          key={faq.question}
          className="border-divider not-first:border-t"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-4 border-0 bg-transparent px-4 py-3 text-start font-[inherit] text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
              {faq.question}
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
            {faq.answer}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
