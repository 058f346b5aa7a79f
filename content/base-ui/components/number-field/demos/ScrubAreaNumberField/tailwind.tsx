import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';

function ResizeIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M2 10h16M6 6l-4 4 4 4M14 6l4 4-4 4"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function ScrubAreaNumberField() {
  const id = React.useId();

  return (
    <NumberField.Root
      id={id}
      defaultValue={0.8}
      min={0}
      max={1}
      step={0.01}
      format={{ style: 'percent' }}
      className="flex items-center gap-3"
    >
      <NumberField.ScrubArea className="inline-flex cursor-ew-resize">
        <label
          htmlFor={id}
          className="cursor-ew-resize text-sm font-medium text-fg select-none"
        >
          Layer opacity
        </label>
        <NumberField.ScrubAreaCursor className="z-[1300] flex text-fg">
          <ResizeIcon />
        </NumberField.ScrubAreaCursor>
      </NumberField.ScrubArea>
      <NumberField.Input className="m-0 box-border h-9 w-[72px] rounded-md border border-solid border-control bg-surface p-0 text-center font-[inherit] text-sm text-fg tabular-nums focus:outline-2 focus:-outline-offset-1 focus:outline-primary" />
    </NumberField.Root>
  );
}
