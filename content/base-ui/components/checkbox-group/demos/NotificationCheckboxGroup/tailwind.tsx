import * as React from 'react';
import { Checkbox } from '@base-ui/react/checkbox';
import { CheckboxGroup } from '@base-ui/react/checkbox-group';

const topics = [
  { value: 'mentions', label: 'Mentions and replies' },
  { value: 'followers', label: 'New followers' },
  { value: 'product', label: 'Product news' },
  { value: 'security', label: 'Security alerts' },
];

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

export default function NotificationCheckboxGroup() {
  const captionId = React.useId();

  return (
    <div className="flex flex-col gap-2">
      <div id={captionId} className="text-sm font-semibold text-fg">
        Email me about
      </div>
      <CheckboxGroup
        aria-labelledby={captionId}
        defaultValue={['mentions', 'security']}
        className="flex flex-col gap-2"
      >
        {topics.map((topic) => (
          <label key={topic.value} className={itemClass}>
            <Checkbox.Root
              name="emailTopics"
              value={topic.value}
              className={checkboxClass}
            >
              <Checkbox.Indicator className="flex">
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
