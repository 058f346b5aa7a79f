import { ContextMenu } from '@base-ui/react/context-menu';

const shapes = ['Sticky note', 'Text box', 'Arrow'];
const viewOptions = ['Show grid', 'Snap to grid'];

const positionerClass = 'z-[1300]';
const popupClass =
  'min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0';
const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded py-1.5 pe-3 outline-none data-[highlighted]:bg-hover data-[popup-open]:bg-hover';

export default function NestedContextMenu() {
  return (
    <ContextMenu.Root>
      <ContextMenu.Trigger className="flex h-[140px] w-[280px] select-none items-center justify-center rounded-theme border border-dashed border-divider p-4 text-center text-sm text-fg-muted data-[popup-open]:bg-hover">
        Right-click or long-press the whiteboard
      </ContextMenu.Trigger>
      <ContextMenu.Portal>
        <ContextMenu.Positioner className={positionerClass}>
          <ContextMenu.Popup aria-label="Whiteboard" className={popupClass}>
            <ContextMenu.SubmenuRoot>
              <ContextMenu.SubmenuTrigger
                className={`${itemClass} justify-between ps-8`}
              >
                Add <ChevronIcon />
              </ContextMenu.SubmenuTrigger>
              <ContextMenu.Portal>
                <ContextMenu.Positioner
                  sideOffset={2}
                  alignOffset={-5}
                  className={positionerClass}
                >
                  <ContextMenu.Popup className={popupClass}>
                    {shapes.map((shape) => (
                      <ContextMenu.Item key={shape} className={`${itemClass} ps-3`}>
                        {shape}
                      </ContextMenu.Item>
                    ))}
                  </ContextMenu.Popup>
                </ContextMenu.Positioner>
              </ContextMenu.Portal>
            </ContextMenu.SubmenuRoot>
            <ContextMenu.Separator className="mx-0 my-1 h-px bg-divider" />
            {viewOptions.map((option, index) => (
              <ContextMenu.CheckboxItem
                key={option}
                defaultChecked={index === 0}
                className={`${itemClass} ps-2`}
              >
                <ContextMenu.CheckboxItemIndicator
                  keepMounted
                  className="flex data-[unchecked]:invisible"
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
      className="rtl:-scale-x-100"
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
