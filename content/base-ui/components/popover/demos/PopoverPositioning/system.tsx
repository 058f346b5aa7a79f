import { Popover } from '@base-ui/react/popover';
import { styled } from '@mui/system';

const placements = [
  { side: 'top', align: 'start' },
  { side: 'top', align: 'end' },
  { side: 'inline-start', align: 'center' },
  { side: 'inline-end', align: 'center' },
  { side: 'bottom', align: 'start' },
  { side: 'bottom', align: 'end' },
] as const;

const Grid = styled('div')({
  display: 'inline-grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 8,
});

const Trigger = styled(Popover.Trigger)({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: 36,
  margin: 0,
  padding: '0 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, monospace',
  fontSize: '0.8125rem',
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
  maxWidth: 200,
  padding: '8px 12px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-4)',
});

const Title = styled(Popover.Title)({
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
});

export default function PopoverPositioning() {
  return (
    <Grid>
      {placements.map(({ side, align }) => (
        <Popover.Root key={`${side}-${align}`}>
          <Trigger>
            {side} · {align}
          </Trigger>
          <Popover.Portal>
            <Positioner side={side} align={align} sideOffset={8}>
              <Popup>
                <Title render={<p />}>
                  side=&quot;{side}&quot; align=&quot;{align}&quot;
                </Title>
              </Popup>
            </Positioner>
          </Popover.Portal>
        </Popover.Root>
      ))}
    </Grid>
  );
}
