import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-gray-600 hover:not-data-[disabled]:text-gray-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 data-[active]:border-blue-700 data-[active]:text-blue-700 dark:text-gray-400 dark:hover:not-data-[disabled]:text-gray-100 dark:data-[active]:border-blue-300 dark:data-[active]:text-blue-300 data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-400 dark:data-[disabled]:text-gray-500';

const panelClasses =
  'px-1 py-4 text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:focus-visible:outline-blue-400 dark:text-gray-400';

export default function DisabledTab() {
  return (
    <Tabs.Root
      defaultValue="overview"
      className="w-full max-w-[420px] text-[0.875rem] text-gray-900 dark:text-gray-100"
    >
      <Tabs.List
        aria-label="Report"
        className="flex border-0 border-b border-solid border-gray-200 dark:border-gray-700"
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
