import { Button } from '@base-ui/react/button';

const baseClasses =
  'm-0 cursor-pointer rounded-md border px-4 py-2 font-[inherit] text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400';

export default function BasicButton() {
  return (
    <div className="flex gap-3">
      <Button
        className={`${baseClasses} border-gray-300 bg-transparent text-gray-900 hover:bg-gray-100 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800`}
      >
        Discard draft
      </Button>
      <Button
        className={`${baseClasses} border-transparent bg-blue-600 text-white hover:bg-blue-700 dark:bg-blue-400 dark:text-gray-900 dark:hover:bg-blue-500`}
      >
        Publish post
      </Button>
    </div>
  );
}
