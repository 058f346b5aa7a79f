import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import classes from './css.module.css';

export default function ControlledToggle() {
  const [bold, setBold] = React.useState(false);

  return (
    <div className={classes.editor}>
      <Toggle
        aria-label="Bold"
        pressed={bold}
        onPressedChange={setBold}
        className={classes.toggle}
      >
        B
      </Toggle>
      <div className={classes.preview} style={{ fontWeight: bold ? 700 : 400 }}>
        The team meeting moves to Thursday at 10:00.
      </div>
    </div>
  );
}
