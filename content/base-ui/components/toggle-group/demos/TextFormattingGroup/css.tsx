import * as React from 'react';
import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import classes from './css.module.css';

export default function TextFormattingGroup() {
  const [formats, setFormats] = React.useState(['bold']);

  return (
    <div className={classes.editor}>
      <ToggleGroup
        multiple
        aria-label="Text formatting"
        value={formats}
        onValueChange={setFormats}
        className={classes.group}
      >
        <Toggle value="bold" aria-label="Bold" className={classes.toggle}>
          <b>B</b>
        </Toggle>
        <Toggle value="italic" aria-label="Italic" className={classes.toggle}>
          <i>I</i>
        </Toggle>
        <Toggle value="underline" aria-label="Underline" className={classes.toggle}>
          <u>U</u>
        </Toggle>
      </ToggleGroup>
      <div
        className={classes.preview}
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
