import { NavigationMenu } from '@base-ui/react/navigation-menu';

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

const triggerClass =
  'm-0 inline-flex h-9 cursor-pointer items-center gap-1 rounded-md border-0 bg-transparent px-3 py-0 font-[inherit] text-sm font-medium text-fg no-underline hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover';

export default function BasicNavigationMenu() {
  return (
    <NavigationMenu.Root aria-label="Product website">
      <NavigationMenu.List className="m-0 flex list-none gap-1 p-0">
        {sections.map((section) => (
          <NavigationMenu.Item key={section.label}>
            <NavigationMenu.Trigger className={triggerClass}>
              {section.label}
              <NavigationMenu.Icon className="flex transition-[rotate] duration-200 data-[popup-open]:rotate-180">
                <ChevronDown />
              </NavigationMenu.Icon>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="p-2 transition-[opacity,translate] duration-200 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0 data-[ending-style]:data-[activation-direction=left]:translate-x-8 data-[ending-style]:data-[activation-direction=right]:-translate-x-8 data-[starting-style]:data-[activation-direction=left]:-translate-x-8 data-[starting-style]:data-[activation-direction=right]:translate-x-8">
              <ul
                style={{ width: section.width }}
                className="m-0 grid max-w-[calc(100vw-48px)] list-none grid-cols-[repeat(auto-fill,minmax(200px,1fr))] gap-1 p-0"
              >
                {section.links.map((link) => (
                  <li key={link.href}>
                    <NavigationMenu.Link
                      href={link.href}
                      className="block rounded-md px-3 py-2 text-inherit no-underline hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      <span className="block text-sm font-medium">{link.title}</span>
                      <span className="block text-[0.8125rem] leading-5 text-fg-muted">
                        {link.text}
                      </span>
                    </NavigationMenu.Link>
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Link href="#pricing" className={triggerClass}>
            Pricing
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner
          sideOffset={8}
          className="z-[1300] h-[var(--positioner-height)] w-[var(--positioner-width)] max-w-[var(--available-width)] transition-[top,left,right,bottom] duration-200 data-[instant]:transition-none"
        >
          <NavigationMenu.Popup className="relative box-border h-[var(--popup-height)] w-[var(--popup-width)] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface text-fg shadow-popup transition-[width,height,opacity,scale] duration-200 data-[ending-style]:scale-[0.96] data-[ending-style]:opacity-0 data-[starting-style]:scale-[0.96] data-[starting-style]:opacity-0">
            <NavigationMenu.Viewport className="relative h-full w-full overflow-hidden" />
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
