import { Select } from '@base-ui/react/select';

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
      <div className="flex flex-col items-start gap-1.5">
        <Select.Label className="text-sm font-medium text-fg">
          Email me about
        </Select.Label>
        <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          <Select.Value className="truncate data-[placeholder]:text-fg-muted">
            {summarize}
          </Select.Value>
          <Select.Icon className="flex text-fg-muted">
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
      </div>
      <Select.Portal>
        <Select.Positioner
          alignItemWithTrigger={false}
          align="start"
          sideOffset={4}
          className="z-[1300] outline-none"
        >
          <Select.Popup className="min-w-[var(--anchor-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
            <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
              {Object.entries(topics).map(([value, label]) => (
                <Select.Item
                  key={value}
                  value={value}
                  className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                >
                  <Select.ItemIndicator className="col-start-1 flex text-primary">
                    <CheckIcon />
                  </Select.ItemIndicator>
                  <Select.ItemText className="col-start-2">{label}</Select.ItemText>
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
