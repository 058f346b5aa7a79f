import { Menu } from '@base-ui/react/menu';

const topics = ['Documentation', 'Keyboard shortcuts', 'What’s new'];

const itemClass =
  'cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-hover';

export default function HoverMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger
        openOnHover
        delay={150}
        className="m-0 h-9 cursor-pointer rounded-md border border-solid border-divider bg-surface px-3.5 py-0 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover"
      >
        Help
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} className="z-[1300]">
          <Menu.Popup className="min-w-[180px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
            {topics.map((topic) => (
              <Menu.Item key={topic} className={itemClass}>
                {topic}
              </Menu.Item>
            ))}
            <Menu.Separator className="mx-0 my-1 h-px bg-divider" />
            <Menu.Item className={itemClass}>Contact support</Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
