import { NavigationMenu } from '@base-ui/react/navigation-menu';
import classes from './css.module.css';

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
      <NavigationMenu.List className={classes.list}>
        {sections.map((section) => (
          <NavigationMenu.Item key={section.label}>
            <NavigationMenu.Trigger className={classes.trigger}>
              {section.label}
              <NavigationMenu.Icon className={classes.icon}>
                <ChevronDown />
              </NavigationMenu.Icon>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={classes.content}>
              <ul style={{ width: section.width }} className={classes.linkGrid}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link
                      href={link.href}
                      className={classes.cardLink}
                    >
                      <span className={classes.cardTitle}>{link.title}</span>
                      <span className={classes.cardText}>{link.text}</span>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link href="#pricing" className={classes.trigger}>
            Pricing
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner sideOffset={8} className={classes.positioner}>
          <NavigationMenu.Popup className={classes.popup}>
            <NavigationMenu.Viewport className={classes.viewport} />
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
