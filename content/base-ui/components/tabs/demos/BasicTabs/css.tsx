import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

export default function BasicTabs() {
  return (
    <Tabs.Root defaultValue="profile" className={classes.root}>
      <Tabs.List aria-label="Account settings" className={classes.list}>
        <Tabs.Tab value="profile" className={classes.tab}>
          Profile
        </Tabs.Tab>
        <Tabs.Tab value="password" className={classes.tab}>
          Password
        </Tabs.Tab>
        <Tabs.Tab value="notifications" className={classes.tab}>
          Notifications
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile" className={classes.panel}>
        Your name, photo and job title, as other members of the workspace see them.
      </Tabs.Panel>
      <Tabs.Panel value="password" className={classes.panel}>
        Change your password and sign out of the sessions on your other devices.
      </Tabs.Panel>
      <Tabs.Panel value="notifications" className={classes.panel}>
        Choose which emails you get: mentions, weekly summaries, product news.
      </Tabs.Panel>
    </Tabs.Root>
  );
}
