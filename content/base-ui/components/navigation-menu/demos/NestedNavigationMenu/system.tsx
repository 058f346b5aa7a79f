import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { styled } from '@mui/system';

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

const listStyles = {
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

const List = styled(NavigationMenu.List)(listStyles);
const SubList = styled(NavigationMenu.List)({
  ...listStyles,
  flexDirection: 'column',
});
const LinkList = styled('ul')({ ...listStyles, flexDirection: 'column' });

const buttonStyles = {
  display: 'flex',
  alignItems: 'center',
  gap: 4,
  margin: 0,
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
} as const;

const Trigger = styled(NavigationMenu.Trigger)(buttonStyles);
const TopLink = styled(NavigationMenu.Link)(buttonStyles);
const SubTrigger = styled(NavigationMenu.Trigger)({
  ...buttonStyles,
  width: '100%',
});
const Link = styled(NavigationMenu.Link)({ ...buttonStyles, fontWeight: 400 });

const Icon = styled(NavigationMenu.Icon)({
  display: 'flex',
  transition: 'rotate 200ms',
  '&[data-popup-open]': { rotate: '180deg' },
});

const Positioner = styled(NavigationMenu.Positioner)({ zIndex: 1300 });

const Popup = styled(NavigationMenu.Popup)({
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 10,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transformOrigin: 'var(--transform-origin)',
  transition: 'opacity 200ms, scale 200ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.96' },
});

const Content = styled(NavigationMenu.Content)({ padding: 8 });

const Panel = styled('div')({
  display: 'grid',
  gridTemplateColumns: '160px 180px',
  gap: 8,
});

const SubViewport = styled(NavigationMenu.Viewport)({ position: 'relative' });
