import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-fg-muted hover:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:border-primary data-[active]:text-primary';

const panelClasses =
  'px-1 py-4 text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function BasicTabs() {
  return (
    <Tabs.Root
      defaultValue="profile"
      className="w-full max-w-[420px] text-[0.875rem] text-fg"
    >
      <Tabs.List
        aria-label="Account settings"
        className="flex border-0 border-b border-solid border-divider"
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
