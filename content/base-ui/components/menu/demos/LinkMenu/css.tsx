import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

const links = [
  { label: 'Profile', href: '#profile' },
  { label: 'Billing', href: '#billing' },
  { label: 'Team settings', href: '#team' },
];

export default function LinkMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger className={classes.trigger}>Account</Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} className={classes.positioner}>
          <Menu.Popup className={classes.popup}>
            {links.map((link) => (
              <Menu.LinkItem
                key={link.href}
                href={link.href}
                closeOnClick
                className={classes.item}
              >
                {link.label}
              </Menu.LinkItem>
            ))}
            <Menu.Separator className={classes.separator} />
            <Menu.Item className={classes.item}>Sign out</Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
