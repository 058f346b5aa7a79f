import { Popover } from '@base-ui/react/popover';
import { styled } from '@mui/system';

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
      <circle cx="9" cy="9" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M9 8v5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="5.5" r="1" fill="currentColor" />
    </svg>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  color: 'var(--mui-palette-text-primary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

const Value = styled('span')({ fontWeight: 600 });

const Trigger = styled(Popover.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
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
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-4)',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.95 },
});

const Title = styled(Popover.Title)({
  margin: '0 0 4px',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.25rem',
});

const Description = styled(Popover.Description)({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

export default function HoverPopover() {
  return (
    <Row>
      Monthly active users
      <Value>18,204</Value>
      <Popover.Root>
        <Trigger openOnHover delay={200} aria-label="About monthly active users">
          <InfoIcon />
        </Trigger>
        <Popover.Portal>
          <Positioner sideOffset={4}>
            <Popup>
              <Title render={<p />}>Monthly active users</Title>
              <Description>
                People who opened the app at least once in the last 30 days. Your own
                team’s visits aren’t counted.
              </Description>
            </Popup>
          </Positioner>
        </Popover.Portal>
      </Popover.Root>
    </Row>
  );
}
