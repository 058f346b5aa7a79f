import { ContextMenu } from '@base-ui/react/context-menu';
import { styled } from '@mui/system';

const shapes = ['Sticky note', 'Text box', 'Arrow'];
const viewOptions = ['Show grid', 'Snap to grid'];

export default function NestedContextMenu() {
  return (
    <ContextMenu.Root>
      <Board>Right-click or long-press the whiteboard</Board>
      <ContextMenu.Portal>
        <Positioner>
          <Popup aria-label="Whiteboard">
            <ContextMenu.SubmenuRoot>
              <SubmenuTrigger>
                Add <ChevronIcon />
              </SubmenuTrigger>
              <ContextMenu.Portal>
                <Positioner sideOffset={2} alignOffset={-5}>
                  <Popup>
                    {shapes.map((shape) => (
                      <Item key={shape}>{shape}</Item>
                    ))}
                  </Popup>
                </Positioner>
              </ContextMenu.Portal>
            </ContextMenu.SubmenuRoot>
            <Separator />
            {viewOptions.map((option, index) => (
              <CheckboxItem key={option} defaultChecked={index === 0}>
                <Indicator keepMounted>
                  <CheckIcon />
                </Indicator>
                {option}
              </CheckboxItem>
            ))}
          </Popup>
        </Positioner>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}

function ChevronIcon() {
  return (
    <Chevron
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </Chevron>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

const Board = styled(ContextMenu.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 280,
  height: 140,
  padding: 16,
  border: '1px dashed var(--mui-palette-divider)',
  borderRadius: 8,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  textAlign: 'center',
  userSelect: 'none',
  '&[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
});

const Positioner = styled(ContextMenu.Positioner)({ zIndex: 1300 });

const Popup = styled(ContextMenu.Popup)({
  minWidth: 180,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
});

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted], &[data-popup-open]': {
    background: 'var(--mui-palette-action-hover)',
  },
} as const;

const Item = styled(ContextMenu.Item)(itemStyles);
const CheckboxItem = styled(ContextMenu.CheckboxItem)({
  ...itemStyles,
  paddingInlineStart: 8,
});
const SubmenuTrigger = styled(ContextMenu.SubmenuTrigger)({
  ...itemStyles,
  justifyContent: 'space-between',
  paddingInlineStart: 32,
});

const Indicator = styled(ContextMenu.CheckboxItemIndicator)({
  display: 'flex',
  '&[data-unchecked]': { visibility: 'hidden' },
});

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

const Separator = styled(ContextMenu.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});
