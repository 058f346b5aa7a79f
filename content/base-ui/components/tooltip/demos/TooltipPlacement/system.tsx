import { Tooltip } from '@base-ui/react/tooltip';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const icons = {
  Home: 'M3.5 9 10 3.5 16.5 9v7.5h-4.5v-5h-4v5H3.5z',
  Inbox: 'M3 11h4.5l1 2h3l1-2H17M3 11l2-6.5h10l2 6.5v5.5H3z',
  Calendar: 'M3.5 5h13v11.5h-13zM3.5 8.5h13M7 3v4M13 3v4',
};

const links = ['Home', 'Inbox', 'Calendar'] as const;

const Rail = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(0.75),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
}));

const Trigger = styled(Tooltip.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: theme.vars.shape.borderRadius,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': {
    background: theme.vars.palette.action.hover,
    color: theme.vars.palette.text.primary,
  },
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

export default function TooltipPlacement() {
  return (
    <Rail>
      {links.map((label) => (
        <Tooltip.Root key={label}>
          <Trigger aria-label={label}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 20 20"
              fill="none"
              aria-hidden="true"
            >
              <path
                d={icons[label]}
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          </Trigger>
          <Tooltip.Portal>
            <Positioner side="inline-end" sideOffset={8}>
              <Popup>{label}</Popup>
            </Positioner>
          </Tooltip.Portal>
        </Tooltip.Root>
      ))}
    </Rail>
  );
}
