import { NavigationMenu } from '@base-ui/react/navigation-menu';
import classes from './css.module.css';

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
      <NavigationMenu.List className={classes.list}>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={classes.button}>
            Learn
            <NavigationMenu.Icon className={classes.icon}>
              <ChevronDown />
            </NavigationMenu.Icon>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={classes.content}>
            <NavigationMenu.Root orientation="vertical" defaultValue="start">
              <div className={classes.panel}>
                <NavigationMenu.List className={classes.subList}>
                  {categories.map((category) => (
                    <NavigationMenu.Item key={category.value} value={category.value}>
                      <NavigationMenu.Trigger className={classes.subTrigger}>
                        {category.label}
                      </NavigationMenu.Trigger>
                      <NavigationMenu.Content>
                        <ul className={classes.subList}>
                          {category.links.map((link) => (
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
                </NavigationMenu.List>
                <NavigationMenu.Viewport className={classes.subViewport} />
              </div>
            </NavigationMenu.Root>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link href="#blog" className={classes.button}>
            Blog
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner sideOffset={8} className={classes.positioner}>
          <NavigationMenu.Popup className={classes.popup}>
            <NavigationMenu.Viewport />
          </NavigationMenu.Popup>
        </NavigationMenu.Positioner>
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
