import { Toggle } from '@base-ui/react/toggle';

const chipClasses =
  'm-0 h-8 cursor-pointer rounded-full border border-gray-300 bg-transparent px-3 font-[inherit] text-sm text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[pressed]:border-blue-600 data-[pressed]:bg-blue-600 data-[pressed]:text-white data-[disabled]:cursor-not-allowed data-[disabled]:border-dashed data-[disabled]:bg-transparent data-[disabled]:text-gray-400 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[pressed]:border-blue-400 dark:data-[pressed]:bg-blue-400 dark:data-[pressed]:text-gray-900 dark:data-[disabled]:bg-transparent dark:data-[disabled]:text-gray-500';

export default function FilterChipStates() {
  return (
    <div role="group" aria-label="Filters" className="flex flex-wrap gap-2">
      <Toggle defaultPressed className={chipClasses}>
        In stock
      </Toggle>
      <Toggle className={chipClasses}>Free delivery</Toggle>
      <Toggle className={chipClasses}>On sale</Toggle>
      <Toggle disabled className={chipClasses}>
        Same-day delivery
      </Toggle>
    </div>
  );
}
