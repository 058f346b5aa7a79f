import { Drawer } from '@base-ui/react/drawer';
import type { CssVarsTheme } from '@mui/material/styles';
import { createStyled } from '@mui/system';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const actions = ['Copy link', 'Send by email', 'Share to Messages'];

const Trigger = styled(Drawer.Trigger)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: theme.spacing(0, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  fontWeight: theme.typography.fontWeightMedium,
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const Backdrop = styled(Drawer.Backdrop)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  background: 'rgb(0 0 0 / 0.4)',
  // Fades out as the sheet is swiped down.
  opacity: 'calc(1 - var(--drawer-swipe-progress, 0))',
  transition: theme.transitions.create('opacity', {
    duration: theme.transitions.duration.standard,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
}));

const Viewport = styled(Drawer.Viewport)(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
}));

const Popup = styled(Drawer.Popup)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  padding: theme.spacing(1, 2, 2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderBottom: 0,
  borderStartStartRadius: theme.shape.borderRadius,
  borderStartEndRadius: theme.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  // Follows the finger while swiping, then slides in and out.
  transform: 'translateY(var(--drawer-swipe-movement-y, 0px))',
  transition: theme.transitions.create('transform', {
    duration: theme.transitions.duration.standard,
    easing: 'cubic-bezier(0.32, 0.72, 0, 1)',
  }),
  '&[data-starting-style], &[data-ending-style]': { transform: 'translateY(100%)' },
}));

const Handle = styled('div')(({ theme }) => ({
  width: 40,
  height: 4,
  margin: theme.spacing(0, 'auto', 2),
  borderRadius: 2,
  background: theme.vars.palette.grey[400],
}));

const Title = styled(Drawer.Title)(({ theme }) => ({
  margin: theme.spacing(0, 1, 0.5),
  fontSize: theme.typography.body1.fontSize,
  fontWeight: 600,
  lineHeight: '1.5rem',
}));

const Description = styled(Drawer.Description)(({ theme }) => ({
  margin: theme.spacing(0, 1, 1.5),
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: '1.25rem',
}));

const Action = styled(Drawer.Close)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: 44,
  margin: 0,
  padding: theme.spacing(0, 1),
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function BottomSheetDrawer({ window }: Props) {
  return (
    <Drawer.Root>
      <Trigger>Share album</Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Backdrop />
        <Viewport>
          <Popup>
            <Handle />
            <Drawer.Content>
              <Title>Share “Lisbon, May”</Title>
              <Description>
                Anyone with the link can see the 48 photos in this album.
              </Description>
              {actions.map((action) => (
                <Action key={action}>{action}</Action>
              ))}
            </Drawer.Content>
          </Popup>
        </Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
