import { NavigationMenu } from '@base-ui/react/navigation-menu';
import classes from './css.module.css';

const departments = [
  { label: 'Clothing', links: ['Jackets', 'Knitwear', 'Trousers', 'T-shirts'] },
  { label: 'Shoes', links: ['Boots', 'Sneakers', 'Sandals'] },
  { label: 'Accessories', links: ['Bags', 'Hats', 'Scarves'] },
];

export default function VerticalNavigationMenu() {
  return (
    <NavigationMenu.Root orientation="vertical" aria-label="Shop departments">
      <NavigationMenu.List className={classes.list}>
        {departments.map((department) => (
          <NavigationMenu.Item key={department.label}>
            <NavigationMenu.Trigger className={classes.link}>
              {department.label}
              <NavigationMenu.Icon className={classes.icon}>
                <ChevronIcon />
              </NavigationMenu.Icon>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={classes.content}>
              <ul className={classes.linkList}>
                {department.links.map((link) => (
                  <li key={link}>
                    <NavigationMenu.Link
                      href={`#${link.toLowerCase()}`}
                      className={classes.link}
                    >
                      {link}
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link href="#sale" className={classes.link}>
            Sale
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner
          side="inline-end"
          align="start"
          sideOffset={8}
          className={classes.positioner}
        >
          <NavigationMenu.Popup className={classes.popup}>
            <NavigationMenu.Viewport />
          </NavigationMenu.Popup>
        </NavigationMenu.Positioner>
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
