import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[active]:border-blue-700 data-[active]:text-blue-700 dark:text-gray-400 dark:hover:text-gray-100 dark:data-[active]:border-blue-300 dark:data-[active]:text-blue-300';

const panelClasses =
  'px-1 py-4 text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 dark:text-gray-400';

export default function BasicTabs() {
  return (
    <Tabs.Root
      defaultValue="profile"
      className="w-full max-w-[420px] text-[0.875rem] text-gray-900 dark:text-gray-100"
    >
      <Tabs.List
        aria-label="Account settings"
        className="flex border-0 border-b border-solid border-gray-200 dark:border-gray-700"
      >
        <Tabs.Tab value="profile" className={tabClasses}>
          Profile
        </Tabs.Tab>
        <Tabs.Tab value="password" className={tabClasses}>
          Password
        </Tabs.Tab>
        <Tabs.Tab value="notifications" className={tabClasses}>
          Notifications
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile" className={panelClasses}>
        Your name, photo and job title, as other members of the workspace see them.
      </Tabs.Panel>
      <Tabs.Panel value="password" className={panelClasses}>
        Change your password and sign out of the sessions on your other devices.
      </Tabs.Panel>
      <Tabs.Panel value="notifications" className={panelClasses}>
        Choose which emails you get: mentions, weekly summaries, product news.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
