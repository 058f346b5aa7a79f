import { Tooltip } from '@base-ui/react/tooltip';
import { styled } from '@mui/system';

const icons = {
  Home: 'M3.5 9 10 3.5 16.5 9v7.5h-4.5v-5h-4v5H3.5z',
  Inbox: 'M3 11h4.5l1 2h3l1-2H17M3 11l2-6.5h10l2 6.5v5.5H3z',
  Calendar: 'M3.5 5h13v11.5h-13zM3.5 8.5h13M7 3v4M13 3v4',
};

const links = ['Home', 'Inbox', 'Calendar'] as const;

const Rail = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 6,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 12,
  background: 'var(--mui-palette-background-paper)',
});

const Trigger = styled(Tooltip.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: 'var(--mui-palette-text-secondary)',
  cursor: 'pointer',
  '&:hover': {
    background: 'var(--mui-palette-action-hover)',
    color: 'var(--mui-palette-text-primary)',
  },
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
