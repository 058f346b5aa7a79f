import * as React from 'react';
import { Switch } from '@base-ui/react/switch';
import classes from './css.module.css';

export default function SwitchInForm() {
  const [submitted, setSubmitted] = React.useState('');

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget).entries()];
    setSubmitted(
      entries.map(([name, value]) => `${name}=${String(value)}`).join(', '),
    );
  }

  return (
    <form onSubmit={handleSubmit} className={classes.form}>
      <label className={classes.label}>
        <Switch.Root
          name="weeklyDigest"
          uncheckedValue="off"
          defaultChecked
          className={classes.root}
        >
          <Switch.Thumb className={classes.thumb} />
        </Switch.Root>
        Weekly digest
      </label>
      <label className={classes.label}>
        <Switch.Root
          name="productNews"
          uncheckedValue="off"
          className={classes.root}
        >
          <Switch.Thumb className={classes.thumb} />
        </Switch.Root>
        Product announcements
      </label>
      <button type="submit" className={classes.save}>
        Save preferences
      </button>
      <div aria-live="polite" className={classes.result}>
        {submitted && `Submitted: ${submitted}`}
      </div>
    </form>
  );
}
