import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';

export default function ControlledToggle() {
  const [bold, setBold] = React.useState(false);

  return (
    <div className="flex flex-col items-start gap-3 text-[0.875rem] text-fg">
      <Toggle
        aria-label="Bold"
        pressed={bold}
        onPressedChange={setBold}
        className="m-0 size-9 cursor-pointer rounded-theme border border-solid border-divider bg-transparent p-0 font-[inherit] leading-[inherit] text-base font-bold text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[pressed]:bg-selected data-[pressed]:text-fg"
      >
        B
      </Toggle>
      <div
        className="rounded-theme border border-solid border-divider px-4 py-3"
        style={{ fontWeight: bold ? 700 : 400 }}
      >
        The team meeting moves to Thursday at 10:00.
      </div>
    </div>
  );
}
