import * as React from 'react';
import { NumberField } from '@base-ui/react/number-field';
import classes from './css.module.css';

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
      className={classes.root}
    >
      <NumberField.ScrubArea className={classes.scrubArea}>
        <label htmlFor={id} className={classes.label}>
          Layer opacity
        </label>
        <NumberField.ScrubAreaCursor className={classes.cursor}>
          <ResizeIcon />
        </NumberField.ScrubAreaCursor>
      </NumberField.ScrubArea>
      <NumberField.Input className={classes.input} />
    </NumberField.Root>
  );
}
