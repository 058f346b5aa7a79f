import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

export default function VerticalTabs() {
  return (
    <Tabs.Root
      defaultValue="general"
      orientation="vertical"
      className={classes.root}
    >
      <Tabs.List aria-label="Project settings" className={classes.list}>
        <Tabs.Tab value="general" className={classes.tab}>
          General
        </Tabs.Tab>
        <Tabs.Tab value="members" className={classes.tab}>
          Members
        </Tabs.Tab>
        <Tabs.Tab value="billing" className={classes.tab}>
          Billing
        </Tabs.Tab>
        <Tabs.Tab value="integrations" className={classes.tab}>
          Integrations
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general" className={classes.panel}>
        Rename the project, change its icon or move it to another team.
      </Tabs.Panel>
      <Tabs.Panel value="members" className={classes.panel}>
        Invite people by email and decide who can edit or only comment.
      </Tabs.Panel>
      <Tabs.Panel value="billing" className={classes.panel}>
        See invoices, update the card on file and change your plan.
      </Tabs.Panel>
      <Tabs.Panel value="integrations" className={classes.panel}>
        Connect the project to Slack, GitHub or your calendar.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
