import { Button } from '@base-ui/react/button';

const baseClasses =
  'm-0 cursor-pointer rounded-md border px-4 py-2 font-[inherit] text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function BasicButton() {
  return (
    <div className="flex gap-3">
      <Button
        className={`${baseClasses} border-divider bg-transparent text-fg hover:bg-hover`}
      >
        Discard draft
      </Button>
      <Button
        className={`${baseClasses} border-transparent bg-primary text-on-primary hover:bg-primary-dark`}
      >
        Publish post
      </Button>
    </div>
  );
}
