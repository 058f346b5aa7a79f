import { NavigationMenu } from '@base-ui/react/navigation-menu';

const departments = [
  { label: 'Clothing', links: ['Jackets', 'Knitwear', 'Trousers', 'T-shirts'] },
  { label: 'Shoes', links: ['Boots', 'Sneakers', 'Sandals'] },
  { label: 'Accessories', links: ['Bags', 'Hats', 'Scarves'] },
];

const listClass = 'm-0 flex list-none flex-col gap-0.5 p-0';
const linkClass =
  'm-0 flex w-full cursor-pointer items-center justify-between rounded-md border-0 bg-transparent px-3 py-2 text-start font-[inherit] text-sm text-fg no-underline hover:bg-hover focus-visible:outline-2 focus-visible:outline-primary data-[popup-open]:bg-hover';

export default function VerticalNavigationMenu() {
  return (
    <NavigationMenu.Root orientation="vertical" aria-label="Shop departments">
      <NavigationMenu.List className={`${listClass} w-[200px]`}>
        {departments.map((department) => (
          <NavigationMenu.Item key={department.label}>
            <NavigationMenu.Trigger className={linkClass}>
              {department.label}
              <NavigationMenu.Icon className="flex rtl:-scale-x-100">
                <ChevronIcon />
              </NavigationMenu.Icon>
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="p-1.5">
              <ul className={`${listClass} min-w-[160px]`}>
                {department.links.map((link) => (
                  <li key={link}>
                    <NavigationMenu.Link
                      href={`#${link.toLowerCase()}`}
                      className={linkClass}
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
          <NavigationMenu.Link href="#sale" className={linkClass}>
            Sale
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>
      <NavigationMenu.Portal>
        <NavigationMenu.Positioner
          side="inline-end"
          align="start"
          sideOffset={8}
          className="z-[1300]"
        >
          <NavigationMenu.Popup className="origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface text-fg shadow-popup transition-[opacity,scale] duration-200 data-[ending-style]:scale-[0.96] data-[ending-style]:opacity-0 data-[starting-style]:scale-[0.96] data-[starting-style]:opacity-0">
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
