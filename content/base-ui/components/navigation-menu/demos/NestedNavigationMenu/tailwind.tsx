import { NavigationMenu } from '@base-ui/react/navigation-menu';

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

const buttonClass =
  'm-0 flex items-center gap-1 rounded-md border-0 bg-transparent px-3 py-2 text-start font-[inherit] text-sm text-fg no-underline cursor-pointer hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover';
const listClass = 'm-0 flex list-none gap-1 p-0';

export default function NestedNavigationMenu() {
  return (
    <NavigationMenu.Root aria-label="Developer docs">
      <NavigationMenu.List className={listClass}>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${buttonClass} font-medium`}>
            Learn
            <NavigationMenu.Icon className="flex transition-[rotate] duration-200 data-[popup-open]:rotate-180">
              <ChevronDown />
            </NavigationMenu.Icon>
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="p-2">
            <NavigationMenu.Root orientation="vertical" defaultValue="start">
              <div className="grid grid-cols-[160px_180px] gap-2">
                <NavigationMenu.List className={`${listClass} flex-col`}>
                  {categories.map((category) => (
                    <NavigationMenu.Item key={category.value} value={category.value}>
                      <NavigationMenu.Trigger
                        className={`${buttonClass} w-full font-medium`}
                      >
                        {category.label}
                      </NavigationMenu.Trigger>
                      <NavigationMenu.Content>
                        <ul className={`${listClass} flex-col`}>
                          {category.links.map((link) => (
                            <li key={link}>
                              <NavigationMenu.Link
                                href={`#${link.toLowerCase()}`}
                                className={`${buttonClass} font-normal`}
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
                <NavigationMenu.Viewport className="relative" />
              </div>
            </NavigationMenu.Root>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Link href="#blog" className={`${buttonClass} font-medium`}>
            Blog
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner sideOffset={8} className="z-[1300]">
          <NavigationMenu.Popup className="origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface text-fg shadow-popup transition-[opacity,scale] duration-200 data-[ending-style]:scale-[0.96] data-[ending-style]:opacity-0 data-[starting-style]:scale-[0.96] data-[starting-style]:opacity-0">
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
