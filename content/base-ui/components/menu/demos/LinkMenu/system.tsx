import { Menu } from '@base-ui/react/menu';
import { styled } from '@mui/system';

const links = [
  { label: 'Profile', href: '#profile' },
  { label: 'Billing', href: '#billing' },
  { label: 'Team settings', href: '#team' },
];

export default function LinkMenu() {
  return (
    <Menu.Root>
      <Trigger>Account</Trigger>
      <Menu.Portal>
        <Positioner sideOffset={6}>
          <Popup>
            {links.map((link) => (
              <LinkItem key={link.href} href={link.href} closeOnClick>
                {link.label}
              </LinkItem>
            ))}
            <Separator />
            <Item>Sign out</Item>
          </Popup>
        </Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}

const Trigger = styled(Menu.Trigger)({
  height: 36,
  margin: 0,
  padding: '0 14px',
  border: '1px solid var(--mui-palette-divider)',
  borderRadius: 6,
  background: 'var(--mui-palette-background-paper)',
  color: 'var(--mui-palette-text-primary)',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: '1.25rem',
  fontWeight: 500,
  cursor: 'pointer',
  '&:hover, &[data-popup-open]': { background: 'var(--mui-palette-action-hover)' },
  '&:focus-visible': {
    outline: '2px solid var(--mui-palette-primary-main)',
    outlineOffset: 2,
  },
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
  display: 'block',
  padding: '6px 12px',
  borderRadius: 4,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'default',
  userSelect: 'none',
  outline: 0,
  '&[data-highlighted]': { background: 'var(--mui-palette-action-hover)' },
} as const;

const LinkItem = styled(Menu.LinkItem)(itemStyles);
const Item = styled(Menu.Item)(itemStyles);

const Separator = styled(Menu.Separator)({
  height: 1,
  margin: '4px 0',
  background: 'var(--mui-palette-divider)',
});
