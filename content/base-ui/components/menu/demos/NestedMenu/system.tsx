import { Menu } from '@base-ui/react/menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

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

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  width: 260,
  padding: theme.spacing(1),
  paddingInlineStart: theme.spacing(2),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  color: theme.vars.palette.text.primary,
}));

const Title = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
}));

const Artist = styled('p')(({ theme }) => ({
  margin: 0,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.typography.pxToRem(13),
  lineHeight: theme.typography.body2.lineHeight,
}));

const IconTrigger = styled(Menu.Trigger)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
}));

const Positioner = styled(Menu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(Menu.Popup)(({ theme }) => ({
  minWidth: 180,
  padding: theme.spacing(0.5),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  outline: 0,
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shortest,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.95' },
}));

const itemStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  padding: theme.spacing(0.75, 1.5),
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 3)`,
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted], &[data-popup-open]': {
    background: theme.vars.palette.action.hover,
  },
  '&[data-disabled]': { color: theme.vars.palette.text.disabled },
});

const Item = styled(Menu.Item)(itemStyles);
const SubmenuTrigger = styled(Menu.SubmenuTrigger)(itemStyles);

const Chevron = styled('svg')({ '[dir="rtl"] &': { transform: 'scaleX(-1)' } });

const Separator = styled(Menu.Separator)(({ theme }) => ({
  height: 1,
  margin: theme.spacing(0.5, 0),
  background: theme.vars.palette.divider,
}));
