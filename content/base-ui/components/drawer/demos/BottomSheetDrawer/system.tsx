import { Drawer } from '@base-ui/react/drawer';
import { styled } from '@mui/system';

const actions = ['Copy link', 'Send by email', 'Share to Messages'];

const Trigger = styled(Drawer.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: '0 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Backdrop = styled(Drawer.Backdrop)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  background: 'rgb(0 0 0 / 0.4)',
  // Fades out as the sheet is swiped down.
  opacity: 'calc(1 - var(--drawer-swipe-progress, 0))',
  transition: 'opacity 300ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const Viewport = styled(Drawer.Viewport)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
});

const Popup = styled(Drawer.Popup)({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 480,
  padding: '8px 16px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderBottom: 0,
  borderRadius: '16px 16px 0 0',
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  // Follows the finger while swiping, then slides in and out.
  transform: 'translateY(var(--drawer-swipe-movement-y, 0px))',
  transition: 'transform 300ms cubic-bezier(0.32, 0.72, 0, 1)',
  '&[data-starting-style], &[data-ending-style]': { transform: 'translateY(100%)' },
});

const Handle = styled('div')({
  width: 40,
  height: 4,
  margin: '0 auto 16px',
  borderRadius: 2,
  background: 'var(--mui-palette-grey-400)',
});

const Title = styled(Drawer.Title)({
  margin: '0 8px 4px',
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: '1.5rem',
});

const Description = styled(Drawer.Description)({
  margin: '0 8px 12px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Action = styled(Drawer.Close)({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  height: 44,
  margin: 0,
  padding: '0 8px',
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'start',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: -2,
  },
});

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
