import { Menu } from '@base-ui/react/menu';

const topics = ['Documentation', 'Keyboard shortcuts', 'What’s new'];

const itemClass =
  'cursor-default select-none rounded px-3 py-1.5 outline-none data-[highlighted]:bg-gray-100 dark:data-[highlighted]:bg-gray-800';

export default function HoverMenu() {
  return (
    <Menu.Root>
      <Menu.Trigger
        openOnHover
        delay={150}
        className="m-0 h-9 cursor-pointer rounded-md border border-solid border-gray-300 bg-white px-3.5 py-0 font-[inherit] text-sm font-medium text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 data-[popup-open]:bg-gray-100 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800 dark:focus-visible:outline-blue-400 dark:data-[popup-open]:bg-gray-800"
      >
        Help
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner sideOffset={6} className="z-[1300]">
          <Menu.Popup className="min-w-[180px] origin-[var(--transform-origin)] rounded-lg border border-solid border-gray-300 bg-white p-1 text-sm text-gray-900 shadow-lg outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100">
            {topics.map((topic) => (
              <Menu.Item key={topic} className={itemClass}>
                {topic}
              </Menu.Item>
            ))}
            <Menu.Separator className="mx-0 my-1 h-px bg-gray-300 dark:bg-gray-700" />
            <Menu.Item className={itemClass}>Contact support</Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
