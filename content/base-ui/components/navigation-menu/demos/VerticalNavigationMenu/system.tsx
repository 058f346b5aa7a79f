import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { styled } from '@mui/system';

const departments = [
  { label: 'Clothing', links: ['Jackets', 'Knitwear', 'Trousers', 'T-shirts'] },
  { label: 'Shoes', links: ['Boots', 'Sneakers', 'Sandals'] },
  { label: 'Accessories', links: ['Bags', 'Hats', 'Scarves'] },
];

export default function VerticalNavigationMenu() {
  return (
    <NavigationMenu.Root orientation="vertical" aria-label="Shop departments">
      <List>
        {departments.map((department) => (
          <NavigationMenu.Item key={department.label}>
            <Trigger>
              {department.label}
              <Icon>
                <ChevronIcon />
              </Icon>
            </Trigger>
            <Content>
              <LinkList>
                {department.links.map((link) => (
                  <li key={link}>
                    <Link href={`#${link.toLowerCase()}`}>{link}</Link>
                  </li>
                ))}
              </LinkList>
            </Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <Link href="#sale">Sale</Link>
        </NavigationMenu.Item>
      </List>
      <NavigationMenu.Portal>
        <Positioner side="inline-end" align="start" sideOffset={8}>
          <Popup>
            <NavigationMenu.Viewport />
          </Popup>
        </Positioner>
      </NavigationMenu.Portal>
    </NavigationMenu.Root>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}

const listStyles = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const;

const List = styled(NavigationMenu.List)({ ...listStyles, width: 200 });
const LinkList = styled('ul')({ ...listStyles, minWidth: 160 });

const linkStyles = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  margin: 0,
  padding: '8px 12px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
} as const;

const Trigger = styled(NavigationMenu.Trigger)(linkStyles);
const Link = styled(NavigationMenu.Link)(linkStyles);

const Icon = styled(NavigationMenu.Icon)({
  display: 'flex',
  '[dir="rtl"] &': { transform: 'scaleX(-1)' },
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

const Content = styled(NavigationMenu.Content)({ padding: 6 });
