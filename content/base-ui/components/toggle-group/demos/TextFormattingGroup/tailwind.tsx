import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';

const toggleClasses =
  'm-0 size-8 cursor-pointer rounded-md border-0 bg-transparent p-0 leading-[inherit] font-[Georgia,serif] text-base text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[pressed]:bg-gray-200 data-[pressed]:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:data-[pressed]:bg-gray-700 dark:data-[pressed]:text-gray-100';

export default function TextFormattingGroup() {
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <div className="flex w-full max-w-80 flex-col items-start gap-3 text-[0.875rem] text-gray-900 dark:text-gray-100">
      <ToggleGroup
        multiple
        aria-label="Text formatting"
        value={formats}
        onValueChange={setFormats}
        className="inline-flex gap-0.5 rounded-lg border border-solid border-gray-300 p-0.5 dark:border-gray-700"
      >
        <Toggle value="bold" aria-label="Bold" className={toggleClasses}>
          <b>B</b>
        </Toggle>
        <Toggle value="italic" aria-label="Italic" className={toggleClasses}>
          <i>I</i>
        </Toggle>
        <Toggle value="underline" aria-label="Underline" className={toggleClasses}>
          <u>U</u>
        </Toggle>
      </ToggleGroup>
      <div
        className="self-stretch rounded-lg border border-solid border-gray-300 px-4 py-3 dark:border-gray-700"
        style={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: formats.includes('underline') ? 'underline' : 'none',
        }}
      >
        Early-bird tickets sell out on Friday.
      </div>
    </div>
  );
}
