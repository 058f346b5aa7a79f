import { ContextMenu } from '@base-ui/react/context-menu';
import classes from './css.module.css';

const shapes = ['Sticky note', 'Text box', 'Arrow'];
const viewOptions = ['Show grid', 'Snap to grid'];

export default function NestedContextMenu() {
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger className={classes.board}>
        Right-click or long-press the whiteboard
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Positioner className={classes.positioner}>
          <ContextMenu.Popup aria-label="Whiteboard" className={classes.popup}>
            <ContextMenu.SubmenuRoot>
              <ContextMenu.SubmenuTrigger className={classes.submenuTrigger}>
                Add <ChevronIcon />
              </ContextMenu.SubmenuTrigger>
              <ContextMenu.Portal>
                <ContextMenu.Positioner
                  sideOffset={2}
                  alignOffset={-5}
                  className={classes.positioner}
                >
                  <ContextMenu.Popup className={classes.popup}>
                    {shapes.map((shape) => (
                      <ContextMenu.Item key={shape} className={classes.item}>
                        {shape}
                      </ContextMenu.Item>
                    ))}
                  </ContextMenu.Popup>
                </ContextMenu.Positioner>
              </ContextMenu.Portal>
            </ContextMenu.SubmenuRoot>
            <ContextMenu.Separator className={classes.separator} />
            {viewOptions.map((option, index) => (
              <ContextMenu.CheckboxItem
                key={option}
                defaultChecked={index === 0}
                className={classes.checkboxItem}
              >
                <ContextMenu.CheckboxItemIndicator
                  keepMounted
                  className={classes.indicator}
                >
                  <CheckIcon />
                </ContextMenu.CheckboxItemIndicator>
                {option}
              </ContextMenu.CheckboxItem>
            ))}
          </ContextMenu.Popup>
        </ContextMenu.Positioner>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className={classes.chevron}
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
