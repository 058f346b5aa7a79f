import * as React from 'react';
import { Select } from '@base-ui/react/select';

interface Member {
  id: string;
  name: string;
  role: string;
}

const team: Member[] = [
  { id: 'u1', name: 'Lena Fischer', role: 'Product manager' },
  { id: 'u2', name: 'Amara Okafor', role: 'Designer' },
  { id: 'u3', name: 'Kenji Sato', role: 'Engineer' },
  { id: 'u4', name: 'Sofia Rossi', role: 'Engineer' },
];

// The saved project holds its own copy of the owner, not the object in `team`.
const savedProject = { owner: { id: 'u2', name: 'Amara Okafor', role: 'Designer' } };

export default function ObjectValueSelect() {
  const [owner, setOwner] = React.useState<Member | null>(savedProject.owner);
  return (
    <div className="flex flex-col items-start gap-1.5">
      <Select.Root
        value={owner}
        onValueChange={setOwner}
        isItemEqualToValue={(item, value) => item.id === value.id}
        itemToStringLabel={(member) => member.name}
        itemToStringValue={(member) => member.id}
        name="ownerId"
      >
        <Select.Label className="text-sm font-medium text-fg">
          Project owner
        </Select.Label>
        <Select.Trigger className="m-0 flex h-9 w-56 cursor-pointer items-center justify-between gap-2 rounded-md border border-divider bg-surface px-3 py-0 text-start font-[inherit] text-sm text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          <Select.Value
            placeholder="Choose an owner"
            className="truncate data-[placeholder]:text-fg-muted"
          />
          <Select.Icon className="flex text-fg-muted">
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className="z-[1300] outline-none">
            <Select.Popup className="min-w-[var(--anchor-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
              <Select.List className="max-h-[var(--available-height)] overflow-y-auto py-1">
                {team.map((member) => (
                  <Select.Item
                    key={member.id}
                    value={member}
                    className="grid cursor-default grid-cols-[16px_1fr_auto] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                  >
                    <Select.ItemIndicator className="col-start-1 flex text-primary">
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText className="col-start-2">
                      {member.name}
                    </Select.ItemText>
                    <span className="col-start-3 text-xs text-fg-muted">
                      {member.role}
                    </span>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <p className="m-0 text-sm text-fg-muted">
        Submitted as ownerId={owner?.id ?? '(empty)'}
      </p>
    </div>
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
