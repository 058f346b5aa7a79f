import { Drawer } from '@base-ui/react/drawer';
import { useDirection } from '@base-ui/react/direction-provider';
import { styled } from '@mui/system';

const filters = ['Free cancellation', 'Breakfast included', 'Pets allowed', 'Pool'];

const buttonStyles = {
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
} as const;

const Trigger = styled(Drawer.Trigger)(buttonStyles);
const Close = styled(Drawer.Close)(buttonStyles);
const PrimaryClose = styled(Drawer.Close)({
  ...buttonStyles,
  borderColor: 'var(--mui-palette-primary-main)',
  background: 'var(--mui-palette-primary-main)',
  color: 'var(--mui-palette-primary-contrastText)',
  '&:hover': { background: 'var(--mui-palette-primary-dark)' },
});

const Backdrop = styled(Drawer.Backdrop)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  background: 'rgb(0 0 0 / 0.4)',
  opacity: 'calc(1 - var(--drawer-swipe-progress, 0))',
  transition: 'opacity 300ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
});

const Viewport = styled(Drawer.Viewport)({
  position: 'fixed',
  inset: 0,
  zIndex: 1300,
  display: 'flex',
  justifyContent: 'flex-end',
});

const Popup = styled(Drawer.Popup)({
  // Off screen past the inline end: to the right, or to the left in right-to-left.
  '--offscreen': '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  width: 'min(300px, calc(100vw - 48px))',
  height: '100%',
  padding: 24,
  borderInlineStart: '1px solid var(--mui-palette-divider)',
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transform: 'translateX(var(--drawer-swipe-movement-x, 0px))',
  transition: 'transform 300ms cubic-bezier(0.32, 0.72, 0, 1)',
  '&:dir(rtl)': { '--offscreen': '-100%' },
  '&[data-starting-style], &[data-ending-style]': {
    transform: 'translateX(var(--offscreen))',
  },
});

const Title = styled(Drawer.Title)({
  margin: '0 0 4px',
  fontSize: '1.125rem',
  fontWeight: 600,
  lineHeight: '1.75rem',
});

const Description = styled(Drawer.Description)({
  margin: '0 0 16px',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Option = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '8px 0',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Checkbox = styled('input')({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: 'var(--mui-palette-primary-main)',
});

const Footer = styled('div')({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: 8,
  marginTop: 'auto',
});

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function SideDrawer({ window }: Props) {
  // The panel sits at the inline end, so it is dismissed towards that edge.
  const direction = useDirection();

  return (
    <Drawer.Root swipeDirection={direction === 'rtl' ? 'left' : 'right'}>
      <Trigger>Filters</Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Backdrop />
        <Viewport>
          <Popup>
            <Title>Filters</Title>
            <Description>214 stays in Porto match your dates.</Description>
            {filters.map((filter) => (
              <Option key={filter}>
                <Checkbox type="checkbox" name="filters" value={filter} />
                {filter}
              </Option>
            ))}
            <Footer>
              <Close>Cancel</Close>
              <PrimaryClose>Show stays</PrimaryClose>
            </Footer>
          </Popup>
        </Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
