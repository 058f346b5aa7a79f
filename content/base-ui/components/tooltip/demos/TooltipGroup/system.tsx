import { Tooltip } from '@base-ui/react/tooltip';
import { styled } from '@mui/system';

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

const Toolbar = styled('div')({
  display: 'flex',
  gap: 4,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 10,
  background: 'var(--mui-palette-background-paper)',
});

const Trigger = styled(Tooltip.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  fontFamily: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
  fontSize: '1rem',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Tooltip.Positioner)({ zIndex: 1300 });

const Popup = styled(Tooltip.Popup)({
  padding: '4px 8px',
  borderRadius: 6,
  background: 'var(--mui-palette-text-primary)',
  color: 'var(--mui-palette-background-paper)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 100ms, scale 100ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
  // Skip the animation when moving from one tooltip to the next.
  '&[data-instant]': { transition: 'none' },
});

const Shortcut = styled('span')({ opacity: 0.7, marginInlineStart: 6 });

export default function TooltipGroup() {
  return (
    <Tooltip.Provider delay={400}>
      <Toolbar role="group" aria-label="Text formatting">
        {actions.map((action) => (
          <Tooltip.Root key={action.label}>
            <Trigger aria-label={action.label}>
              <span aria-hidden="true" style={action.style}>
                {action.glyph}
              </span>
            </Trigger>
            <Tooltip.Portal>
              <Positioner sideOffset={6}>
                <Popup>
                  {action.label}
                  <Shortcut>{action.shortcut}</Shortcut>
                </Popup>
              </Positioner>
            </Tooltip.Portal>
          </Tooltip.Root>
        ))}
      </Toolbar>
    </Tooltip.Provider>
  );
}
