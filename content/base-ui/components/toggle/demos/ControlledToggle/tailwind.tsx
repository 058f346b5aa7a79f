import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';

export default function ControlledToggle() {
  const [bold, setBold] = React.useState(false);

  return (
    <div className="flex flex-col items-start gap-3 text-[0.875rem] text-gray-900 dark:text-gray-100">
      <Toggle
        aria-label="Bold"
        pressed={bold}
        onPressedChange={setBold}
        className="m-0 size-9 cursor-pointer rounded-lg border border-solid border-gray-300 bg-transparent p-0 font-[inherit] leading-[inherit] text-base font-bold text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[pressed]:bg-gray-200 data-[pressed]:text-gray-900 dark:border-gray-700 dark:text-gray-400 dark:hover:bg-gray-800 dark:data-[pressed]:bg-gray-700 dark:data-[pressed]:text-gray-100"
      >
        B
      </Toggle>
      <div
        className="rounded-lg border border-solid border-gray-300 px-4 py-3 dark:border-gray-700"
        style={{ fontWeight: bold ? 700 : 400 }}
      >
        The team meeting moves to Thursday at 10:00.
      </div>
    </div>
  );
}
