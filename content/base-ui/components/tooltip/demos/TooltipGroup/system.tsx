import { Tooltip } from '@base-ui/react/tooltip';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Trigger = styled(Tooltip.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  fontFamily: "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif",
  fontSize: theme.typography.body1.fontSize,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Tooltip.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Tooltip.Popup)(({ theme }) => ({
  padding: theme.spacing(0.5, 1),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: theme.vars.palette.text.primary,
  color: theme.vars.palette.background.paper,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '1rem',
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
  // Skip the animation when moving from one tooltip to the next.
  '&[data-instant]': { transition: 'none' },
}));

const Shortcut = styled('span')(({ theme }) => ({
  opacity: 0.7,
  marginInlineStart: theme.spacing(0.75),
}));

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
