import * as React from 'react';
import { Select } from '@base-ui/react/select';
import classes from './css.module.css';

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
    <div className={classes.field}>
      <Select.Root
        value={owner}
        onValueChange={setOwner}
        isItemEqualToValue={(item, value) => item.id === value.id}
        itemToStringLabel={(member) => member.name}
        itemToStringValue={(member) => member.id}
        name="ownerId"
      >
        <Select.Label className={classes.label}>Project owner</Select.Label>
        <Select.Trigger className={classes.trigger}>
          <Select.Value placeholder="Choose an owner" className={classes.value} />
          <Select.Icon className={classes.icon}>
            <ChevronUpDownIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Positioner sideOffset={4} className={classes.positioner}>
            <Select.Popup className={classes.popup}>
              <Select.List className={classes.list}>
                {team.map((member) => (
                  <Select.Item
                    key={member.id}
                    value={member}
                    className={classes.item}
                  >
                    <Select.ItemIndicator className={classes.indicator}>
                      <CheckIcon />
                    </Select.ItemIndicator>
                    <Select.ItemText className={classes.itemText}>
                      {member.name}
                    </Select.ItemText>
                    <span className={classes.role}>{member.role}</span>
                  </Select.Item>
                ))}
              </Select.List>
            </Select.Popup>
          </Select.Positioner>
        </Select.Portal>
      </Select.Root>
      <p className={classes.status}>Submitted as ownerId={owner?.id ?? '(empty)'}</p>
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
