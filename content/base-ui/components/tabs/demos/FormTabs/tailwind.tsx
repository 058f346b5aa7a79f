import * as React from 'react';
import { Tabs } from '@base-ui/react/tabs';

const tabClasses =
  'm-0 -mb-px cursor-pointer border-0 border-b-2 border-solid border-transparent bg-transparent px-4 py-2.5 font-[inherit] text-[length:inherit] font-medium text-fg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary data-[active]:border-primary data-[active]:text-primary';

// Our `flex` would override the `hidden` attribute of inactive panels: data-[hidden]:hidden restores it.
const panelClasses =
  'flex flex-col gap-1.5 px-1 py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[hidden]:hidden';

const fieldClasses =
  'box-border h-9 w-60 rounded-md border border-solid border-divider bg-surface px-3 font-[inherit] text-fg focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-primary';

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
    <form
      onSubmit={handleSubmit}
      className="flex w-full max-w-[360px] flex-col items-start gap-3 text-sm text-fg"
    >
      <Tabs.Root defaultValue="details">
        <Tabs.List
          aria-label="Event"
          className="flex border-0 border-b border-solid border-divider"
        >
          <Tabs.Tab value="details" className={tabClasses}>
            Details
          </Tabs.Tab>
          <Tabs.Tab value="reminder" className={tabClasses}>
            Reminder
          </Tabs.Tab>
        </Tabs.List>
        {/* keepMounted: the fields of the hidden tab keep their text and are submitted. */}
        <Tabs.Panel value="details" keepMounted className={panelClasses}>
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            name="title"
            defaultValue="Design review"
            className={fieldClasses}
          />
          <label htmlFor={`${id}-location`}>Location</label>
          <input
            id={`${id}-location`}
            name="location"
            defaultValue="Room 4B"
            className={fieldClasses}
          />
        </Tabs.Panel>
        <Tabs.Panel value="reminder" keepMounted className={panelClasses}>
          <label htmlFor={`${id}-reminder`}>Remind me</label>
          <select
            id={`${id}-reminder`}
            name="reminder"
            defaultValue="15 min"
            className={fieldClasses}
          >
            <option>5 min</option>
            <option>15 min</option>
            <option>1 hour</option>
          </select>
        </Tabs.Panel>
      </Tabs.Root>
      <button
        type="submit"
        className="m-0 h-9 cursor-pointer rounded-md border-0 bg-primary px-4 font-[inherit] font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        Save event
      </button>
      <p aria-live="polite" className="m-0 text-fg-muted">
        {saved && `Saved: ${saved}`}
      </p>
    </form>
  );
}
