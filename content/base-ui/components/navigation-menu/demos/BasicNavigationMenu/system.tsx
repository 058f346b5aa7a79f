import { NavigationMenu } from '@base-ui/react/navigation-menu';
import { styled } from '@mui/system';

const sections = [
  {
    label: 'Products',
    width: 440,
    links: [
      { title: 'Analytics', text: 'Dashboards for every team.', href: '#analytics' },
      { title: 'Workflows', text: 'Automate repetitive work.', href: '#workflows' },
      { title: 'Payments', text: 'Cards and bank transfers.', href: '#payments' },
      { title: 'Security', text: 'Single sign-on, audit logs.', href: '#security' },
    ],
  },
  {
    label: 'Resources',
    width: 260,
    links: [
      { title: 'Guides', text: 'Set-up, step by step.', href: '#guides' },
      { title: 'API reference', text: 'Every endpoint.', href: '#api' },
      { title: 'Changelog', text: 'What shipped this month.', href: '#changelog' },
    ],
  },
];

export default function BasicNavigationMenu() {
  return (
    <NavigationMenu.Root aria-label="Product website">
      <List>
        {sections.map((section) => (
          <NavigationMenu.Item key={section.label}>
            <Trigger>
              {section.label}
              <Icon>
                <ChevronDown />
              </Icon>
            </Trigger>
            <Content>
              <LinkGrid style={{ width: section.width }}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <CardLink href={link.href}>
                      <CardTitle>{link.title}</CardTitle>
                      <CardText>{link.text}</CardText>
                    </CardLink>
                  </li>
                ))}
              </LinkGrid>
            </Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <TopLink href="#pricing">Pricing</TopLink>
        </NavigationMenu.Item>
      </List>
      <NavigationMenu.Portal>
        <Positioner sideOffset={8}>
          <Popup>
            <Viewport />
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

const List = styled(NavigationMenu.List)({
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const triggerStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  height: 36,
  margin: 0,
  padding: '0 12px',
  border: 0,
  borderRadius: 6,
  background: 'transparent',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
} as const;

const Trigger = styled(NavigationMenu.Trigger)(triggerStyles);
const TopLink = styled(NavigationMenu.Link)(triggerStyles);

const Icon = styled(NavigationMenu.Icon)({
  display: 'flex',
  transition: 'rotate 200ms',
  '&[data-popup-open]': { rotate: '180deg' },
});

const Positioner = styled(NavigationMenu.Positioner)({
  zIndex: 1300,
  width: 'var(--positioner-width)',
  height: 'var(--positioner-height)',
  maxWidth: 'var(--available-width)',
  transition: 'top 200ms, left 200ms, right 200ms, bottom 200ms',
  '&[data-instant]': { transition: 'none' },
});

const Popup = styled(NavigationMenu.Popup)({
  position: 'relative',
  boxSizing: 'border-box',
  width: 'var(--popup-width)',
  height: 'var(--popup-height)',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 10,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  boxShadow: 'var(--mui-shadows-8)',
  transformOrigin: 'var(--transform-origin)',
  transition: 'width 200ms, height 200ms, opacity 200ms, scale 200ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0, scale: '0.96' },
});

const Viewport = styled(NavigationMenu.Viewport)({
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
});

const Content = styled(NavigationMenu.Content)({
  padding: 8,
  transition: 'opacity 200ms, translate 200ms',
  '&[data-starting-style], &[data-ending-style]': { opacity: 0 },
  '&[data-starting-style][data-activation-direction="right"]': {
    translate: '32px 0',
  },
  '&[data-starting-style][data-activation-direction="left"]': {
    translate: '-32px 0',
  },
  '&[data-ending-style][data-activation-direction="right"]': {
    translate: '-32px 0',
  },
  '&[data-ending-style][data-activation-direction="left"]': { translate: '32px 0' },
});

const LinkGrid = styled('ul')({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 4,
  maxWidth: 'calc(100vw - 48px)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const CardLink = styled(NavigationMenu.Link)({
  display: 'block',
  padding: '8px 12px',
  borderRadius: 6,
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)' },
});

const CardTitle = styled('span')({
  display: 'block',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
});

const CardText = styled('span')({
  display: 'block',
  color: 'var(--mui-palette-text-secondary)',
  fontSize: '0.8125rem',
  lineHeight: '1.25rem',
});
