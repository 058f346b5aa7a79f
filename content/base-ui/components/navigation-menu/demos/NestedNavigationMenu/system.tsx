import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { createStyled, type CSSObject } from '@mui/system';
import type { CssVarsTheme } from '@mui/material/styles';

// MUI System's styled, typed with the Material UI theme (built with CSS variables) the app provides.
const styled = createStyled<CssVarsTheme>();

const categories = [
  { value: 'start', label: 'Getting started', links: ['Installation', 'Deploying'] },
  {
    value: 'components',
    label: 'Components',
    links: ['Buttons', 'Forms', 'Tables'],
  },
  {
    value: 'guides',
    label: 'Guides',
    links: ['Theming', 'Accessibility', 'Testing'],
  },
];

export default function NestedNavigationMenu() {
  return (
    <NavigationMenu.Root aria-label="Developer docs">
      <List>
        <NavigationMenu.Item>
          <Trigger>
            Learn
            <Icon>
              <ChevronDown />
            </Icon>
          </Trigger>
          <Content>
            <NavigationMenu.Root orientation="vertical" defaultValue="start">
              <Panel>
                <SubList>
                  {categories.map((category) => (
                    <NavigationMenu.Item key={category.value} value={category.value}>
                      <SubTrigger>{category.label}</SubTrigger>
                      <NavigationMenu.Content>
                        <LinkList>
                          {category.links.map((link) => (
                            <li key={link}>
                              <Link href={`#${link.toLowerCase()}`}>{link}</Link>
                            </li>
                          ))}
                        </LinkList>
                      </NavigationMenu.Content>
                    </NavigationMenu.Item>
                  ))}
                </SubList>
                <SubViewport />
              </Panel>
            </NavigationMenu.Root>
          </Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <TopLink href="#blog">Blog</TopLink>
        </NavigationMenu.Item>
      </List>
      <NavigationMenu.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <NavigationMenu.Viewport />
          </Popup>
        </Positioner>
      </NavigationMenu.Portal>
    </NavigationMenu.Root>
  );
}

function ChevronDown() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M4 6h8l-4 4.5z" />
    </svg>
  );
}

const listStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const List = styled(NavigationMenu.List)(listStyles);
const SubList = styled(NavigationMenu.List)({
  ...listStyles,
  flexDirection: 'column',
});
const LinkList = styled('ul')(listStyles, { flexDirection: 'column' });

const buttonStyles = ({ theme }: { theme: CssVarsTheme }): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  margin: 0,
  padding: theme.spacing(1, 1.5),
  border: 0,
  borderRadius: `calc(${theme.vars.shape.borderRadius} / 2)`,
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  lineHeight: theme.typography.body2.lineHeight,
  fontWeight: theme.typography.fontWeightMedium,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: theme.vars.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}` },
});

const Trigger = styled(NavigationMenu.Trigger)(buttonStyles);
const TopLink = styled(NavigationMenu.Link)(buttonStyles);
const SubTrigger = styled(NavigationMenu.Trigger)({
  ...buttonStyles,
  width: '100%',
});
const Link = styled(NavigationMenu.Link)(buttonStyles, ({ theme }) => ({
  fontWeight: theme.typography.fontWeightRegular,
}));

const Icon = styled(NavigationMenu.Icon)(({ theme }) => ({
  display: 'flex',
  transition: theme.transitions.create('rotate', {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-popup-open]': { rotate: '180deg' },
}));

const Positioner = styled(NavigationMenu.Positioner)(({ theme }) => ({
  zIndex: theme.zIndex.modal,
}));

const Popup = styled(NavigationMenu.Popup)(({ theme }) => ({
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: theme.vars.shape.borderRadius,
  background: theme.vars.palette.background.paper,
  color: theme.vars.palette.text.primary,
  boxShadow: theme.vars.shadows[8],
  transformOrigin: 'var(--transform-origin)',
  transition: theme.transitions.create(['opacity', 'scale'], {
    duration: theme.transitions.duration.shorter,
  }),
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.96' },
}));

const Content = styled(NavigationMenu.Content)(({ theme }) => ({
  padding: theme.spacing(1),
}));

const Panel = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '160px 180px',
  gap: theme.spacing(1),
}));

const SubViewport = styled(NavigationMenu.Viewport)({ position: 'relative' });
