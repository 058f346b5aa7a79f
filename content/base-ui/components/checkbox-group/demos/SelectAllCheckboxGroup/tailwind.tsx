import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';

const apps = [
  { value: 'calendar', label: 'Calendar' },
  { value: 'mail', label: 'Mail' },
  { value: 'photos', label: 'Photos' },
  { value: 'weather', label: 'Weather' },
];
const allApps = apps.map((app) => app.value);

const itemClass = 'flex items-center gap-2 text-sm text-fg';
const checkboxClass =
  'm-0 inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded border-2 border-solid border-fg-muted bg-transparent p-0 text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[checked]:border-primary data-[checked]:bg-primary data-[indeterminate]:border-primary data-[indeterminate]:bg-primary';

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
    <div className="flex flex-col gap-2">
      <div id={captionId} className="text-sm font-semibold text-fg">
        Apps allowed to send notifications
      </div>
      <CheckboxGroup
        aria-labelledby={captionId}
        value={allowed}
        onValueChange={setAllowed}
        allValues={allApps}
        className="flex flex-col gap-2"
      >
        <label className={itemClass}>
          <Checkbox.Root parent className={checkboxClass}>
            <Checkbox.Indicator className="flex">
              {someAllowed ? <MinusIcon /> : <CheckIcon />}
            </Checkbox.Indicator>
          </Checkbox.Root>
          All apps
        </label>
        <div className="flex flex-col gap-2 ps-7">
          {apps.map((app) => (
            <label key={app.value} className={itemClass}>
              <Checkbox.Root value={app.value} className={checkboxClass}>
                <Checkbox.Indicator className="flex">
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
