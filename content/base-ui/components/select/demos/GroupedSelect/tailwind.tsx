import { Fragment } from 'react';
import { Select } from '@base-ui/react/select';

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
      <div className="flex flex-col items-start gap-1.5">
        <Select.Label className="text-sm font-medium text-fg">
          Time zone
        </Select.Label>
        <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          <Select.Value className="truncate" />
          <Select.Icon className="flex text-fg-muted">
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner sideOffset={4} className="z-[1300] outline-none">
          <Select.Popup className="min-w-[var(--anchor-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
              {timeZones.map((group, index) => (
                <Fragment key={group.label}>
                  {index > 0 && (
                    <Select.Separator className="mx-0 my-1 h-px bg-divider" />
                  )}
                  <Select.Group>
                    <Select.GroupLabel className="px-3 pt-2 pb-1 text-xs font-semibold text-fg-muted">
                      {group.label}
                    </Select.GroupLabel>
                    {group.items.map((zone) => (
                      <Select.Item
                        key={zone.value}
                        value={zone.value}
                        className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                      >
                        <Select.ItemIndicator className="col-start-1 flex text-primary">
                          <CheckIcon />
                        </Select.ItemIndicator>
                        <Select.ItemText className="col-start-2">
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
