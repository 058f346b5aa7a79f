import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-fg-muted hover:not-data-[disabled]:text-fg focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:border-primary data-[active]:text-primary data-[disabled]:cursor-not-allowed data-[disabled]:text-fg-disabled';

const panelClasses =
  'px-1 py-4 text-fg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function DisabledTab() {
  return (
    <Tabs.Root
      defaultValue="overview"
      className="w-full max-w-[420px] text-[0.875rem] text-fg"
    >
      <Tabs.List
        aria-label="Report"
        className="flex border-0 border-b border-solid border-divider"
      >
        <Tabs.Tab value="overview" className={tabClasses}>
          Overview
        </Tabs.Tab>
        <Tabs.Tab value="activity" className={tabClasses}>
          Activity
        </Tabs.Tab>
        <Tabs.Tab value="exports" disabled className={tabClasses}>
          Exports
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" className={panelClasses}>
        Visits, sign-ups and revenue over the last 30 days.
      </Tabs.Panel>
      <Tabs.Panel value="activity" className={panelClasses}>
        Every change made to this report, newest first.
      </Tabs.Panel>
      <Tabs.Panel value="exports" className={panelClasses}>
        Download the report as a CSV or PDF file.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
