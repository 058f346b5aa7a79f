import { Popover } from '@base-ui/react/popover';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  height: 36,
  padding: theme.spacing(0, 1.75),
  margin: 0,
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Positioner = styled(Popover.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Popover.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 260,
  padding: theme.spacing(1.5, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: 1.5,
  outline: 'none',
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
  '&[data-ending-style]': {
    transitionDuration: '100ms',
    transitionTimingFunction: theme.transitions.easing.easeIn,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Title = styled(Popover.Title)(({ theme }) => ({
  margin: theme.spacing(0, 0, 0.5),
  fontWeight: 600,
}));

const Description = styled(Popover.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
}));

export default function AnimatedPopover() {
  return (
    <Popover.Root>
      <Trigger>Storage</Trigger>
      <Popover.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <Title render={<p />}>9.2 GB of 10 GB used</Title>
            <Description>
              Delete old backups or move to a larger plan to keep your files in sync.
            </Description>
          </Popup>
        </Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
