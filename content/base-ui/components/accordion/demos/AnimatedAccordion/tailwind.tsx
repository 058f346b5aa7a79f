import { Accordion } from '@base-ui/react/accordion';

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
    <Accordion.Root className="w-full max-w-90 rounded-theme border border-divider bg-surface">
      {details.map((detail) => (
        <Accordion.Item
          key={detail.title}
          className="border-divider not-first:border-t"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-4 border-0 bg-transparent px-4 py-3 text-start font-[inherit] text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
              {detail.title}
              <svg
                width="16"
                height="16"
                viewBox="0 0 16 16"
                aria-hidden="true"
                className="shrink-0 transition-transform duration-200 ease-out group-data-[panel-open]:rotate-45"
              >
                <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Panel className="h-[var(--accordion-panel-height)] overflow-hidden transition-[height] duration-200 ease-out data-[ending-style]:h-0 data-[starting-style]:h-0 motion-reduce:transition-none">
            <div className="px-4 pb-4 text-sm leading-6 text-fg-muted">
              {detail.text}
            </div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
