import { Toolbar } from '@base-ui/react/toolbar';

const buttonClass =
  'm-0 h-8 cursor-pointer rounded border-0 bg-transparent px-2.5 py-0 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400';
const separatorClass = 'mx-1 h-5 w-px bg-gray-300 dark:bg-gray-700';

export default function ToolbarWithInput() {
  return (
    <Toolbar.Root
      aria-label="Inbox"
      className="flex items-center gap-1 rounded-lg border border-solid border-gray-300 bg-white p-1 text-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <Toolbar.Button className={buttonClass}>Archive</Toolbar.Button>
      <Toolbar.Button className={buttonClass}>Mark as read</Toolbar.Button>
      <Toolbar.Separator className={separatorClass} />
      <Toolbar.Link
        href="#filters"
        className="px-2.5 text-blue-700 no-underline hover:underline focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-blue-300 dark:focus-visible:outline-blue-400"
      >
        Filters
      </Toolbar.Link>
      <Toolbar.Separator className={separatorClass} />
      <Toolbar.Input
        aria-label="Search mail"
        placeholder="Search mail"
        className="m-0 h-8 w-40 rounded-md border border-solid border-gray-300 bg-transparent px-2.5 py-0 font-[inherit] text-sm text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-blue-600 dark:border-gray-700 dark:text-gray-100 dark:focus-visible:outline-blue-400"
      />
    </Toolbar.Root>
  );
}
