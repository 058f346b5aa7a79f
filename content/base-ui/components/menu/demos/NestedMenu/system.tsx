import { Menu } from '@base-ui/react/menu';
import { styled } from '@mui/system';

const playlists = [
  { name: 'Road trip', disabled: false },
  { name: 'Focus', disabled: false },
  { name: 'Chill mix (view only)', disabled: true },
];

export default function NestedMenu() {
  return (
    <Row>
      <div>
        <Title>Harbor Lights</Title>
        <Artist>The Tidewater Band</Artist>
      </div>
      <Menu.Root>
        <IconTrigger aria-label="More options for Harbor Lights">
          <DotsIcon />
        </IconTrigger>
        <Menu.Portal>
          <Positioner sideOffset={6} align="end">
            <Popup>
              <Item>Play next</Item>
              <Item>Add to queue</Item>
              <Menu.SubmenuRoot>
                <SubmenuTrigger>
                  Add to playlist <ChevronIcon />
                </SubmenuTrigger>
                <Menu.Portal>
                  <Positioner sideOffset={2} alignOffset={-5}>
                    <Popup>
                      {playlists.map(({ name, disabled }) => (
                        <Item key={name} disabled={disabled}>
                          {name}
                        </Item>
                      ))}
                      <Separator />
                      <Item>New playlist…</Item>
                    </Popup>
                  </Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Separator />
              <Item>Go to album</Item>
            </Popup>
          </Positioner>
        </Menu.Portal>
      </Menu.Root>
    </Row>
  );
}

function DotsIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <circle cx="3" cy="8" r="1.5" />
      <circle cx="8" cy="8" r="1.5" />
      <circle cx="13" cy="8" r="1.5" />
    </svg>
  );
}

function ChevronIcon() {
  return (
    <Chevron
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </Chevron>
  );
}

const Row = styled('div')({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  width: 260,
  padding: 8,
  paddingInlineStart: 16,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  color: 'var(--mui-palette-text-primary)',
});

const Title = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
});

const Artist = styled('p')({
  margin: 0,
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.8125rem',
  lineHeight: '1.25rem',
});

const IconTrigger = styled(Menu.Trigger)({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const Positioner = styled(Menu.Positioner)({ zIndex: 1300 });

const Popup = styled(Menu.Popup)({
  minWidth: 180,
  padding: 4,
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 8,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 150ms, scale 150ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
});

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 16,
  padding: '6px 12px',
  borderRadius: 4,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted], &[data-popup-open]': {
    background: 'var(--mui-palette-action-hover)',
  },
  '&[data-disabled]': { color: 'var(--mui-palette-text-disabled)' },
} as const;

const Item = styled(Menu.Item)(itemStyles);
const SubmenuTrigger = styled(Menu.SubmenuTrigger)(itemStyles);

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

const Separator = styled(Menu.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});
