import { Tooltip } from '@base-ui/react/tooltip';
import { styled } from '@mui/system';

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

const Trigger = styled(Tooltip.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  margin: 0,
  padding: 0,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  cursor: 'pointer',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
});

const Positioner = styled(Tooltip.Positioner)({ zIndex: 1300 });

const Popup = styled(Tooltip.Popup)({
  padding: '4px 8px',
  borderRadius: 6,
  background: 'var(--mui-palette-text-primary)',
  color: 'var(--mui-palette-background-paper)',
  fontSize: '0.75rem',
  lineHeight: '1rem',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 100ms, scale 100ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: 0.9 },
});

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
