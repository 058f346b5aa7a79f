import { Tooltip } from '@base-ui/react/tooltip';
import classes from './css.module.css';

const actions = [
  { label: 'Bold', shortcut: 'Ctrl+B', glyph: 'B', style: { fontWeight: 700 } },
  {
    label: 'Italic',
    shortcut: 'Ctrl+I',
    glyph: 'I',
    style: { fontStyle: 'italic' },
  },
  {
    label: 'Underline',
    shortcut: 'Ctrl+U',
    glyph: 'U',
    style: { textDecoration: 'underline' },
  },
  {
    label: 'Strikethrough',
    shortcut: 'Ctrl+Shift+X',
    glyph: 'S',
    style: { textDecoration: 'line-through' },
  },
];

export default function TooltipGroup() {
  return (
    <Tooltip.Provider delay={400}>
      <div role="group" aria-label="Text formatting" className={classes.toolbar}>
        {actions.map((action) => (
          <Tooltip.Root key={action.label}>
            <Tooltip.Trigger aria-label={action.label} className={classes.button}>
              <span aria-hidden="true" style={action.style}>
                {action.glyph}
              </span>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Positioner sideOffset={6} className={classes.positioner}>
                <Tooltip.Popup className={classes.popup}>
                  {action.label}
                  <span className={classes.shortcut}>{action.shortcut}</span>
                </Tooltip.Popup>
              </Tooltip.Positioner>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </div>
    </Tooltip.Provider>
  );
}
