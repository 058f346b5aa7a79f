import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

export default function DisabledTab() {
  return (
    <Tabs.Root defaultValue="overview" className={classes.root}>
      <Tabs.List aria-label="Report" className={classes.list}>
        <Tabs.Tab value="overview" className={classes.tab}>
          Overview
        </Tabs.Tab>
        <Tabs.Tab value="activity" className={classes.tab}>
          Activity
        </Tabs.Tab>
        <Tabs.Tab value="exports" disabled className={classes.tab}>
          Exports
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" className={classes.panel}>
        Visits, sign-ups and revenue over the last 30 days.
      </Tabs.Panel>
      <Tabs.Panel value="activity" className={classes.panel}>
        Every change made to this report, newest first.
      </Tabs.Panel>
      <Tabs.Panel value="exports" className={classes.panel}>
        Download the report as a CSV or PDF file.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
