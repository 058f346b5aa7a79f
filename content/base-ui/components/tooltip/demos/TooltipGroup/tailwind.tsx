import { Tooltip } from '@base-ui/react/tooltip';

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
      <div
        role="group"
        aria-label="Text formatting"
        className="flex gap-1 rounded-theme border border-divider bg-surface p-1"
      >
        {actions.map((action) => (
          <Tooltip.Root key={action.label}>
            <Tooltip.Trigger
              aria-label={action.label}
              className="m-0 inline-flex size-8 cursor-pointer items-center justify-center rounded-md border-0 bg-transparent p-0 font-serif text-base text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <span aria-hidden="true" style={action.style}>
                {action.glyph}
              </span>
            </Tooltip.Trigger>
            <Tooltip.Portal>
              <Tooltip.Positioner sideOffset={6} className="z-[1300]">
                {/* data-instant: no animation when moving from one tooltip to the next. */}
                <Tooltip.Popup className="origin-[var(--transform-origin)] rounded-md bg-fg px-2 py-1 text-xs text-surface transition-[opacity,scale] duration-100 data-[ending-style]:scale-90 data-[ending-style]:opacity-0 data-[instant]:transition-none data-[starting-style]:scale-90 data-[starting-style]:opacity-0">
                  {action.label}
                  <span className="ms-1.5 opacity-70">{action.shortcut}</span>
                </Tooltip.Popup>
              </Tooltip.Positioner>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </div>
    </Tooltip.Provider>
  );
}
