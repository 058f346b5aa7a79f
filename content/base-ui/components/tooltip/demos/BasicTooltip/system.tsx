import { Tooltip } from '@base-ui/react/tooltip';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

function HeartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M10 16.5s-6.5-3.8-6.5-8.5a3.5 3.5 0 0 1 6.5-1.8 3.5 3.5 0 0 1 6.5 1.8c0 4.7-6.5 8.5-6.5 8.5z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Trigger = styled(Tooltip.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
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
}));

const Arrow = styled(Tooltip.Arrow)({
  width: 10,
  height: 5,
  background: 'inherit',
  '&[data-side="top"]': { top: '100%', clipPath: 'polygon(0 0, 100% 0, 50% 100%)' },
  '&[data-side="bottom"]': {
    bottom: '100%',
    clipPath: 'polygon(50% 0, 100% 100%, 0 100%)',
  },
});

export default function BasicTooltip() {
  return (
    <Tooltip.Root>
      <Trigger aria-label="Add to favorites">
        <HeartIcon />
      </Trigger>
      <Tooltip.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <Arrow />
            Add to favorites
          </Popup>
        </Positioner>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
