import { Toggle } from '@base-ui/react/toggle';
import { ToggleGroup } from '@base-ui/react/toggle-group';
import { Toolbar } from '@base-ui/react/toolbar';
import classes from './css.module.css';

const alignments = [
  { value: 'left', label: 'Align left', path: 'M2 3h12M2 6.5h8M2 10h12M2 13.5h8' },
  {
    value: 'center',
    label: 'Align center',
    path: 'M2 3h12M4 6.5h8M2 10h12M4 13.5h8',
  },
  { value: 'right', label: 'Align right', path: 'M2 3h12M6 6.5h8M2 10h12M6 13.5h8' },
];

export default function FormattingToolbar() {
  return (
    <Toolbar.Root aria-label="Text formatting" className={classes.root}>
      <ToggleGroup multiple aria-label="Text style" className={classes.group}>
        <Toolbar.Button
          render={<Toggle value="bold" />}
          aria-label="Bold"
          className={classes.button}
        >
          <b>B</b>
        </Toolbar.Button>
        <Toolbar.Button
          render={<Toggle value="italic" />}
          aria-label="Italic"
          className={classes.button}
        >
          <i>I</i>
        </Toolbar.Button>
        <Toolbar.Button
          render={<Toggle value="underline" />}
          aria-label="Underline"
          className={classes.button}
        >
          <u>U</u>
        </Toolbar.Button>
      </ToggleGroup>
      <Toolbar.Separator className={classes.separator} />
      <ToggleGroup
        defaultValue={['left']}
        aria-label="Alignment"
        className={classes.group}
      >
        {alignments.map((alignment) => (
          <Toolbar.Button
            key={alignment.value}
            render={<Toggle value={alignment.value} />}
            aria-label={alignment.label}
            className={classes.button}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d={alignment.path} stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </Toolbar.Button>
        ))}
      </ToggleGroup>
      <Toolbar.Separator className={classes.separator} />
      <Toolbar.Button className={classes.button}>Undo</Toolbar.Button>
      <Toolbar.Button disabled className={classes.button}>
        Redo
      </Toolbar.Button>
    </Toolbar.Root>
  );
}
