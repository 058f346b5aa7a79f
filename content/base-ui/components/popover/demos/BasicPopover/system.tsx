import { Popover } from '@base-ui/react/popover';
import { styled } from '@mui/system';

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const Trigger = styled(Popover.Trigger)({
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
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Popover.Positioner)({ zIndex: 1300 });

const Popup = styled(Popover.Popup)({
  boxSizing: 'border-box',
  width: 280,
  padding: 16,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-4)',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Header = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: 4,
});

const Title = styled(Popover.Title)({
  margin: 0,
  fontSize: '1rem',
  fontWeight: 600,
  lineHeight: '1.5rem',
});

const Close = styled(Popover.Close)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Description = styled(Popover.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

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
