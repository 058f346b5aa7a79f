import { Toggle } from '@base-ui/react/toggle';

const chipClasses =
  'm-0 h-8 cursor-pointer rounded-full border border-divider bg-transparent px-3 font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[pressed]:border-primary data-[pressed]:bg-primary data-[pressed]:text-on-primary data-[disabled]:cursor-not-allowed data-[disabled]:border-dashed data-[disabled]:bg-transparent data-[disabled]:text-fg-disabled';

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
