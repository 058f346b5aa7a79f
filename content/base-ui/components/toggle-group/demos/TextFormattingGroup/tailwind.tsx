import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';

const toggleClasses =
  'm-0 size-8 cursor-pointer rounded-md border-0 bg-transparent p-0 leading-[inherit] font-[Georgia,serif] text-base text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary data-[pressed]:bg-selected data-[pressed]:text-fg';

export default function TextFormattingGroup() {
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <div className="flex w-full max-w-80 flex-col items-start gap-3 text-[0.875rem] text-fg">
      <ToggleGroup
        multiple
        aria-label="Text formatting"
        value={formats}
        onValueChange={setFormats}
        className="inline-flex gap-0.5 rounded-theme border border-solid border-divider p-0.5"
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
        className="self-stretch rounded-theme border border-solid border-divider px-4 py-3"
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
