import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

const topics: Record<string, string> = {
  comments: 'Comments',
  mentions: 'Mentions',
  reviews: 'Review requests',
  releases: 'Releases',
  security: 'Security alerts',
};

function summarize(value: string[]) {
  if (value.length === 0) {
    return 'No notifications';
  }
  const first = topics[value[0] ?? ''];
  return value.length === 1 ? first : `${first} and ${value.length - 1} more`;
}

export default function MultipleSelect() {
  return (
    <Select.Root multiple items={topics} defaultValue={['mentions', 'security']}>
      <div className={classes.field}>
        <Select.Label className={classes.label}>Email me about</Select.Label>
        <Select.Trigger className={classes.trigger}>
          <Select.Value className={classes.value}>{summarize}</Select.Value>
          <Select.Icon className={classes.icon}>
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner
          alignItemWithTrigger={false}
          align="start"
          sideOffset={4}
          className={classes.positioner}
        >
          <Select.Popup className={classes.popup}>
            <Select.List className={classes.list}>
              {Object.entries(topics).map(([value, label]) => (
                <Select.Item key={value} value={value} className={classes.item}>
                  <Select.ItemIndicator className={classes.indicator}>
                    <CheckIcon />
                  </Select.ItemIndicator>
                  <Select.ItemText className={classes.itemText}>
                    {label}
                  </Select.ItemText>
                </Select.Item>
              ))}
            </Select.List>
          </Select.Popup>
        </Select.Positioner>
      </Select.Portal>
    </Select.Root>
  );
}

function ChevronUpDownIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M5 6l3-3 3 3M5 10l3 3 3-3"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
