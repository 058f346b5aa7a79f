import { Accordion } from '@base-ui/react/accordion';

const topics = [
  {
    title: 'My card was declined',
    text: 'Check that the card is not frozen in the Cards tab and that the purchase is within your daily spending limit. Online payments outside your country must be switched on first.',
  },
  {
    title: 'I forgot my PIN',
    text: 'Open the card in the Cards tab and choose Show PIN. You will be asked for your fingerprint or your app passcode before the PIN appears.',
  },
  {
    title: 'Signing in on a new phone',
    text: 'Install the app, sign in with your email and confirm the new device from the authenticator app or the code we send by text message.',
  },
];

export default function SearchableAccordion() {
  return (
    <Accordion.Root
      hiddenUntilFound
      className="w-full max-w-90 rounded-theme border border-divider bg-surface"
    >
      {topics.map((topic) => (
        <Accordion.Item
          key={topic.title}
          className="border-divider not-first:border-t"
        >
          <Accordion.Header className="m-0">
            <Accordion.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-4 border-0 bg-transparent px-4 py-3 text-start font-[inherit] text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
              {topic.title}
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
          {/* A closed panel stays in the page: collapse its box, not only its content. */}
          <Accordion.Panel className="h-[var(--accordion-panel-height)] overflow-hidden transition-[height] duration-200 ease-out data-[ending-style]:h-0 data-[starting-style]:h-0 motion-reduce:transition-none">
            <div className="px-4 pb-4 text-sm leading-6 text-fg-muted">
              {topic.text}
            </div>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
