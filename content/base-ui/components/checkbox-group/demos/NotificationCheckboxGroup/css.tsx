import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';
import classes from './css.module.css';

const topics = [
  { value: 'mentions', label: 'Mentions and replies' },
  { value: 'followers', label: 'New followers' },
  { value: 'product', label: 'Product news' },
  { value: 'security', label: 'Security alerts' },
];

function CheckIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" fill="none" aria-hidden="true">
      <path d="M2 6.5 4.5 9 10 3" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function NotificationCheckboxGroup() {
  const captionId = React.useId();

  return (
    <div className={classes.wrapper}>
      <div id={captionId} className={classes.caption}>
        Email me about
      </div>
      <CheckboxGroup
        aria-labelledby={captionId}
        defaultValue={['mentions', 'security']}
        className={classes.group}
      >
        {topics.map((topic) => (
          <label key={topic.value} className={classes.item}>
            <Checkbox.Root
              name="emailTopics"
              value={topic.value}
              className={classes.checkbox}
            >
              <Checkbox.Indicator className={classes.indicator}>
                <CheckIcon />
              </Checkbox.Indicator>
            </Checkbox.Root>
            {topic.label}
          </label>
        ))}
      </CheckboxGroup>
    </div>
  );
}
