import { Menu } from '@base-ui/react/menu';

const links = [
  { label: 'Profile', href: '#profile' },
  { label: 'Billing', href: '#billing' },
  { label: 'Team settings', href: '#team' },
];

const itemClass =
  'block cursor-default select-none rounded px-3 py-1.5 text-inherit no-underline outline-none data-[highlighted]:bg-hover';

export default function LinkMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-solid border-divider bg-surface px-3.5 py-0 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
        Account
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} className="z-[1300]">
          <Menu.Popup className="min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            {links.map((link) => (
              <Menu.LinkItem
                key={link.href}
                href={link.href}
                closeOnClick
                className={itemClass}
              >
                {link.label}
              </Menu.LinkItem>
            ))}
            <Menu.Separator className="mx-0 my-1 h-px bg-divider" />
            <Menu.Item className={itemClass}>Sign out</Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
