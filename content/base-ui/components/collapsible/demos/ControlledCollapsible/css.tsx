import * as React from 'react';
import { Collapsible } from '@base-ui/react/collapsible';
import classes from './css.module.css';

export default function ControlledCollapsible() {
  const [open, setOpen] = React.useState(false);
  const [code, setCode] = React.useState('');
  const [applied, setApplied] = React.useState('');
  const triggerRef = React.useRef<HTMLButtonElement>(null);
  const inputId = React.useId();

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(code.trim().toUpperCase());
    setOpen(false);
    // The Apply button leaves the DOM with the panel: give focus back to the trigger.
    triggerRef.current?.focus();
  }

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} className={classes.root}>
      <Collapsible.Trigger ref={triggerRef} className={classes.trigger}>
        {applied ? `Promo code ${applied} applied` : 'Add a promo code'}
      </Collapsible.Trigger>
      <Collapsible.Panel className={classes.panel}>
        <form onSubmit={handleSubmit} className={classes.form}>
          <label htmlFor={inputId} className={classes.label}>
            Promo code
          </label>
          <div className={classes.row}>
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              required
              autoComplete="off"
              className={classes.input}
            />
            <button type="submit" className={classes.button}>
              Apply
            </button>
          </div>
        </form>
      </Collapsible.Panel>
    </Collapsible.Root>
  );
}
