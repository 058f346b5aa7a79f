import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';
import classes from './css.module.css';

const apps = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'mail', label: 'Mail' },
  { value: 'photos', label: 'Photos' },
  { value: 'weather', label: 'Weather' },
];
const allApps = apps.map((app) => app.value);

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function MinusIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2.5 6h7" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function SelectAllCheckboxGroup() {
  const captionId = React.useId();
  const [allowed, setAllowed] = React.useState<string[]>(['mail', 'calendar']);
  const someAllowed = allowed.length > 0 && allowed.length < allApps.length;

  return (
    <div className={classes.wrapper}>
      <div id={captionId} className={classes.caption}>
        Apps allowed to send notifications
      </div>
      <CheckboxGroup
        aria-labelledby={captionId}
        value={allowed}
        onValueChange={setAllowed}
        allValues={allApps}
        className={classes.group}
      >
        <label className={classes.item}>
          <Checkbox.Root parent className={classes.checkbox}>
            <Checkbox.Indicator className={classes.indicator}>
              {someAllowed ? <MinusIcon /> : <CheckIcon />}
            </Checkbox.Indicator>
          </Checkbox.Root>
          All apps
        </label>
        <div className={classes.children}>
          {apps.map((app) => (
            <label key={app.value} className={classes.item}>
              <Checkbox.Root value={app.value} className={classes.checkbox}>
                <Checkbox.Indicator className={classes.indicator}>
                  <CheckIcon />
                </Checkbox.Indicator>
              </Checkbox.Root>
              {app.label}
            </label>
          ))}
        </div>
      </CheckboxGroup>
    </div>
  );
}
