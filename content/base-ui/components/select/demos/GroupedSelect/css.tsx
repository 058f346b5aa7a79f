import { Fragment } from 'react';
import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

const timeZones = [
  {
    label: 'Americas',
    items: [
      { value: 'America/New_York', label: 'New York' },
      { value: 'America/Chicago', label: 'Chicago' },
      { value: 'America/Los_Angeles', label: 'Los Angeles' },
      { value: 'America/Sao_Paulo', label: 'São Paulo' },
    ],
  },
  {
    label: 'Europe',
    items: [
      { value: 'Europe/London', label: 'London' },
      { value: 'Europe/Paris', label: 'Paris' },
      { value: 'Europe/Helsinki', label: 'Helsinki' },
    ],
  },
  {
    label: 'Asia and Pacific',
    items: [
      { value: 'Asia/Singapore', label: 'Singapore' },
      { value: 'Asia/Tokyo', label: 'Tokyo' },
      { value: 'Australia/Sydney', label: 'Sydney' },
    ],
  },
];

export default function GroupedSelect() {
  return (
    <Select.Root items={timeZones} defaultValue="Europe/Paris">
      <div className={classes.field}>
        <Select.Label className={classes.label}>Time zone</Select.Label>
        <Select.Trigger className={classes.trigger}>
          <Select.Value className={classes.value} />
          <Select.Icon className={classes.icon}>
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner sideOffset={4} className={classes.positioner}>
          <Select.Popup className={classes.popup}>
            <Select.List className={classes.list}>
              {timeZones.map((group, index) => (
                <Fragment key={group.label}>
                  {index > 0 && <Select.Separator className={classes.separator} />}
                  <Select.Group>
                    <Select.GroupLabel className={classes.groupLabel}>
                      {group.label}
                    </Select.GroupLabel>
                    {group.items.map((zone) => (
                      <Select.Item
                        key={zone.value}
                        value={zone.value}
                        className={classes.item}
                      >
                        <Select.ItemIndicator className={classes.indicator}>
                          <CheckIcon />
                        </Select.ItemIndicator>
                        <Select.ItemText className={classes.itemText}>
                          {zone.label}
                        </Select.ItemText>
                      </Select.Item>
                    ))}
                  </Select.Group>
                </Fragment>
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
