import * as React from 'react';
import { Switch } from '@base-ui/react/switch';

const rootClasses =
  'relative h-6 w-10 cursor-pointer rounded-full bg-control p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:bg-primary';

const thumbClasses =
  'block size-5 rounded-full bg-white shadow transition-transform data-[checked]:translate-x-4 rtl:data-[checked]:-translate-x-4';

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
    <form
      onSubmit={handleSubmit}
      className="flex flex-col items-start gap-3 text-sm"
    >
      <label className="inline-flex items-center gap-3 text-fg">
        <Switch.Root
          name="weeklyDigest"
          uncheckedValue="off"
          defaultChecked
          className={rootClasses}
        >
          <Switch.Thumb className={thumbClasses} />
        </Switch.Root>
        Weekly digest
      </label>
      <label className="inline-flex items-center gap-3 text-fg">
        <Switch.Root name="productNews" uncheckedValue="off" className={rootClasses}>
          <Switch.Thumb className={thumbClasses} />
        </Switch.Root>
        Product announcements
      </label>
      <button
        type="submit"
        className="m-0 cursor-pointer rounded-md border-0 bg-primary px-3 py-1.5 font-[inherit] text-sm font-medium text-on-primary"
      >
        Save preferences
      </button>
      <div aria-live="polite" className="text-fg-muted">
        {submitted && `Submitted: ${submitted}`}
      </div>
    </form>
  );
}
