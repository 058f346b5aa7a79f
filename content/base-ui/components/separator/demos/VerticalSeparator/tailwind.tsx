import { Separator } from '@base-ui/react/separator';

const actionClasses =
  'm-0 cursor-pointer rounded-md border-0 bg-transparent px-2.5 py-1.5 font-[inherit] text-sm text-fg hover:bg-hover';

export default function VerticalSeparator() {
  return (
    <div className="flex items-center gap-1">
      <button type="button" className={actionClasses}>
        Edit
      </button>
      <button type="button" className={actionClasses}>
        Duplicate
      </button>
      <Separator
        orientation="vertical"
        className="my-1 w-px self-stretch bg-divider"
      />
      <button type="button" className={actionClasses}>
        Archive
      </button>
      <button type="button" className={actionClasses}>
        Delete
      </button>
    </div>
  );
}
