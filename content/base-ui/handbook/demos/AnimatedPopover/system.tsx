import { Popover } from '@base-ui/react/popover';
import { styled } from '@mui/system';

const Trigger = styled(Popover.Trigger)({
  height: 36,
  padding: '0 14px',
  margin: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
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
  width: 260,
  padding: '12px 16px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  outline: 'none',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 200ms ease-out, scale 200ms ease-out',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
  '&[data-ending-style]': {
    transitionDuration: '100ms',
    transitionTimingFunction: 'ease-in',
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
});

const Title = styled(Popover.Title)({ margin: '0 0 4px', fontWeight: 600 });

const Description = styled(Popover.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
});

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
