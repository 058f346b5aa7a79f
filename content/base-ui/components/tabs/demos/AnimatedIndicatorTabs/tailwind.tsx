import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'relative z-[1] m-0 flex-1 cursor-pointer rounded-md border-0 bg-transparent px-3 py-1.5 font-[inherit] text-[length:inherit] leading-[inherit] font-medium text-fg-muted transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[active]:text-on-primary';

const panelClasses =
  'px-1 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export default function AnimatedIndicatorTabs() {
  return (
    <Tabs.Root
      defaultValue="day"
      className="w-full max-w-[360px] text-[0.875rem] text-fg"
    >
      <Tabs.List
        aria-label="Sales period"
        className="relative flex rounded-theme bg-hover p-1"
      >
        <Tabs.Tab value="day" className={tabClasses}>
          Today
        </Tabs.Tab>
        <Tabs.Tab value="week" className={tabClasses}>
          This week
        </Tabs.Tab>
        <Tabs.Tab value="month" className={tabClasses}>
          This month
        </Tabs.Tab>
        {/* The variables are measured from the list's left edge, in both directions. */}
        <Tabs.Indicator className="absolute top-[var(--active-tab-top)] left-[var(--active-tab-left)] h-[var(--active-tab-height)] w-[var(--active-tab-width)] rounded-md bg-primary transition-[left,width] duration-200 ease-in-out motion-reduce:transition-none" />
      </Tabs.List>
      <Tabs.Panel value="day" className={panelClasses}>
        142 orders, 12 % more than yesterday.
      </Tabs.Panel>
      <Tabs.Panel value="week" className={panelClasses}>
        868 orders, on track for a record week.
      </Tabs.Panel>
      <Tabs.Panel value="month" className={panelClasses}>
        3,420 orders, 4 % fewer than last month.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
