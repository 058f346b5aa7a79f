import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 cursor-pointer rounded-md border-0 bg-transparent px-3 py-2 text-start font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-fg-muted hover:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:bg-selected data-[active]:text-fg';

const panelClasses =
  'py-2 ps-6 pe-0 text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function VerticalTabs() {
  return (
    <Tabs.Root
      defaultValue="general"
      orientation="vertical"
      className="flex w-full max-w-[480px] text-[0.875rem] text-fg"
    >
      <Tabs.List
        aria-label="Project settings"
        className="flex w-[140px] shrink-0 flex-col gap-0.5 border-0 border-e border-solid border-divider pe-2"
      >
        <Tabs.Tab value="general" className={tabClasses}>
          General
        </Tabs.Tab>
        <Tabs.Tab value="members" className={tabClasses}>
          Members
        </Tabs.Tab>
        <Tabs.Tab value="billing" className={tabClasses}>
          Billing
        </Tabs.Tab>
        <Tabs.Tab value="integrations" className={tabClasses}>
          Integrations
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general" className={panelClasses}>
        Rename the project, change its icon or move it to another team.
      </Tabs.Panel>
      <Tabs.Panel value="members" className={panelClasses}>
        Invite people by email and decide who can edit or only comment.
      </Tabs.Panel>
      <Tabs.Panel value="billing" className={panelClasses}>
        See invoices, update the card on file and change your plan.
      </Tabs.Panel>
      <Tabs.Panel value="integrations" className={panelClasses}>
        Connect the project to Slack, GitHub or your calendar.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
