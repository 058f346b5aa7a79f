import { Toolbar } from '@base-ui/react/toolbar';

const buttonClass =
  'm-0 h-8 cursor-pointer rounded border-0 bg-transparent px-2.5 py-0 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary';
const separatorClass = 'mx-1 h-5 w-px bg-divider';

export default function ToolbarWithInput() {
  return (
    <Toolbar.Root
      aria-label="Inbox"
      className="flex items-center gap-1 rounded-theme border border-solid border-divider bg-surface p-1 text-sm"
    >
      <Toolbar.Button className={buttonClass}>Archive</Toolbar.Button>
      <Toolbar.Button className={buttonClass}>Mark as read</Toolbar.Button>
      <Toolbar.Separator className={separatorClass} />
      <Toolbar.Link
        href="#filters"
        className="px-2.5 text-primary no-underline hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        Filters
      </Toolbar.Link>
      <Toolbar.Separator className={separatorClass} />
      <Toolbar.Input
        aria-label="Search mail"
        placeholder="Search mail"
        className="m-0 h-8 w-40 rounded-md border border-solid border-divider bg-transparent px-2.5 py-0 font-[inherit] text-sm text-fg focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary"
      />
    </Toolbar.Root>
  );
}
