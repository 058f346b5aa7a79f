import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

export default function AnimatedIndicatorTabs() {
  return (
    <Tabs.Root defaultValue="day" className={classes.root}>
      <Tabs.List aria-label="Sales period" className={classes.list}>
        <Tabs.Tab value="day" className={classes.tab}>
          Today
        </Tabs.Tab>
        <Tabs.Tab value="week" className={classes.tab}>
          This week
        </Tabs.Tab>
        <Tabs.Tab value="month" className={classes.tab}>
          This month
        </Tabs.Tab>
        <Tabs.Indicator className={classes.indicator} />
      </Tabs.List>
      <Tabs.Panel value="day" className={classes.panel}>
        142 orders, 12 % more than yesterday.
      </Tabs.Panel>
      <Tabs.Panel value="week" className={classes.panel}>
        868 orders, on track for a record week.
      </Tabs.Panel>
      <Tabs.Panel value="month" className={classes.panel}>
        3,420 orders, 4 % fewer than last month.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
