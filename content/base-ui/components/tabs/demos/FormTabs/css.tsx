import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';
import classes from './css.module.css';

export default function FormTabs() {
  const [saved, setSaved] = React.useState('');
  const id = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSaved(
      `${data.get('title')}, ${data.get('location')}, reminder: ${data.get('reminder')}`,
    );
  }

  return (
    <form onSubmit={handleSubmit} className={classes.form}>
      <Tabs.Root defaultValue="details">
        <Tabs.List aria-label="Event" className={classes.list}>
          <Tabs.Tab value="details" className={classes.tab}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="reminder" className={classes.tab}>
            Reminder
          </Tabs.Tab>
        </Tabs.List>
        {/* keepMounted: the fields of the hidden tab keep their text and are submitted. */}
        <Tabs.Panel value="details" keepMounted className={classes.panel}>
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            name="title"
            defaultValue="Design review"
            className={classes.field}
          />
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            name="location"
            defaultValue="Room 4B"
            className={classes.field}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reminder" keepMounted className={classes.panel}>
          <label htmlFor={`${id}-reminder`}>Remind me</label>
          <select
            id={`${id}-reminder`}
            name="reminder"
            defaultValue="15 min"
            className={classes.field}
          >
            <option>5 min</option>
            <option>15 min</option>
            <option>1 hour</option>
          </select>
        </Tabs.Panel>
      </Tabs.Root>
      <button type="submit" className={classes.save}>
        Save event
      </button>
      <p aria-live="polite" className={classes.status}>
        {saved && `Saved: ${saved}`}
      </p>
    </form>
  );
}
