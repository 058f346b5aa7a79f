import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import classes from './css.module.css';

const options = [
  { value: 'left', label: 'Align left', d: 'M3 5h14M3 9h9M3 13h14M3 17h9' },
  {
    value: 'center',
    label: 'Align center',
    d: 'M3 5h14M5.5 9h9M3 13h14M5.5 17h9',
  },
  { value: 'right', label: 'Align right', d: 'M3 5h14M8 9h9M3 13h14M8 17h9' },
] as const;

export default function TextAlignmentGroup() {
  const [alignment, setAlignment] = React.useState(['left']);
  const textAlign = options.find((option) => option.value === alignment[0])?.value;

  return (
    <div className={classes.editor}>
      <ToggleGroup
        aria-label="Text alignment"
        value={alignment}
        onValueChange={(next) => {
          // Ignore the click that would leave no alignment pressed.
          if (next.length > 0) setAlignment(next);
        }}
        className={classes.group}
      >
        {options.map((option) => (
          <Toggle
            key={option.value}
            value={option.value}
            aria-label={option.label}
            className={classes.toggle}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className={classes.icon}>
              <path d={option.d} />
            </svg>
          </Toggle>
        ))}
      </ToggleGroup>
      <div className={classes.preview} style={{ textAlign }}>
        Doors open at 19:00. The talk starts half an hour later.
      </div>
    </div>
  );
}
