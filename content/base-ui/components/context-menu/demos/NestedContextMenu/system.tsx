import { ContextMenu } from '@base-ui/react/context-menu';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Board = styled(ContextMenu.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 280,
  height: 140,
  padding: theme.spacing(2),
  border: `1px dashed ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  textAlign: 'center',
  userSelect: 'none',
  '&[data-popup-open]': { background: theme.vars.palette.action.hover },
}));

const Positioner = styled(ContextMenu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(ContextMenu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
}));

const itemStyles = (theme: CssVarsTheme) =>
  ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    padding: theme.spacing(0.75, 1.5),
    borderRadius: 4,
    cursor: 'default',
    userSelect: 'none',
    outline: 0,
    '&[data-highlighted], &[data-popup-open]': {
      background: theme.vars.palette.action.hover,
    },
  }) as const;

const Item = styled(ContextMenu.Item)(({ theme }) => itemStyles(theme));
const CheckboxItem = styled(ContextMenu.CheckboxItem)(({ theme }) => ({
  ...itemStyles,
  paddingInlineStart: theme.spacing(1),
}));
const SubmenuTrigger = styled(ContextMenu.SubmenuTrigger)(({ theme }) => ({
  ...itemStyles,
  justifyContent: 'space-between',
  paddingInlineStart: theme.spacing(4),
}));

const Indicator = styled(ContextMenu.CheckboxItemIndicator)({
  display: 'flex',
  '&[data-unchecked]': { visibility: 'hidden' },
});

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

const Separator = styled(ContextMenu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));
