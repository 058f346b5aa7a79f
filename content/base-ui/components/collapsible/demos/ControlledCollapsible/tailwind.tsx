import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';

export default function ControlledCollapsible() {
  const [open, setOpen] = React.useState(false);
  const [code, setCode] = React.useState('');
  const [applied, setApplied] = React.useState('');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const inputId = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(code.trim().toUpperCase());
    setOpen(false);
    // The Apply button leaves the DOM with the panel: give focus back to the trigger.
    triggerRef.current?.focus();
  }

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className="w-full max-w-80">
      <Collapsible.Trigger
        ref={triggerRef}
        className="m-0 w-full cursor-pointer rounded-md border border-divider bg-transparent px-3 py-2 text-start font-[inherit] text-sm font-medium text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {applied ? `Promo code ${applied} applied` : 'Add a promo code'}
      </Collapsible.Trigger>
      <Collapsible.Panel className="mt-2">
        <form onSubmit={handleSubmit} className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-fg">
            Promo code
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="off"
              className="m-0 box-border h-9 min-w-0 flex-1 rounded-md border border-solid border-control bg-surface px-2.5 font-[inherit] text-sm text-fg focus:outline-2 focus:-outline-offset-1 focus:outline-primary"
            />
            <button
              type="submit"
              className="m-0 box-border h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              Apply
            </button>
          </div>
        </form>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
