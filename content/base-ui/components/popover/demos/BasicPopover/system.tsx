import { Popover } from '@base-ui/react/popover';
import { createStyled } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const Trigger = styled(Popover.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
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
  width: 280,
  padding: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[4],
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
}));

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: theme.spacing(0.5),
}));

const Title = styled(Popover.Title)(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.body1.fontSize,
  fontWeight: 600,
  lineHeight: '1.5rem',
}));

const Close = styled(Popover.Close)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Description = styled(Popover.Description)(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
}));

export default function BasicPopover() {
  return (
    <Popover.Root>
      <Trigger>Track order</Trigger>
      <Popover.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <Header>
              <Title render={<p />}>Arriving Thursday</Title>
              <Close aria-label="Close">
                <CloseIcon />
              </Close>
            </Header>
            <Description>
              Your parcel left the Rotterdam depot at 06:40 and is now with the
              courier.
            </Description>
          </Popup>
        </Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
