import { Collapsible } from '@base-ui/react/collapsible';

const changes = [
  'Dark mode now follows your system setting.',
  'PDF exports keep their page numbers.',
  'Search results load twice as fast.',
];

export default function AnimatedCollapsible() {
  return (
    <Collapsible.Root className="w-full max-w-80 rounded-theme border border-divider bg-surface">
      <Collapsible.Trigger className="group m-0 flex w-full cursor-pointer items-center justify-between gap-2 border-0 bg-transparent px-4 py-3 text-start font-[inherit] text-sm font-medium text-fg">
        What’s new in version 2.4
        <svg
          width="16"
          height="16"
          viewBox="0 0 16 16"
          aria-hidden="true"
          className="transition-transform duration-200 ease-out group-data-[panel-open]:rotate-180"
        >
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      </Collapsible.Trigger>
      <Collapsible.Panel className="h-[var(--collapsible-panel-height)] overflow-hidden transition-[height] duration-200 ease-out data-[ending-style]:h-0 data-[starting-style]:h-0 motion-reduce:transition-none">
        <div className="flex flex-col gap-1 px-4 pb-3 text-sm text-fg-muted">
          {changes.map((change) => (
            <div key={change}>{change}</div>
          ))}
        </div>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
