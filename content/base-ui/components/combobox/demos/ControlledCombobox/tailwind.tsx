import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';

interface Person {
  value: string;
  label: string;
}

const currentUser: Person = { value: 'amorgan', label: 'Alex Morgan' };

const people: Person[] = [
  currentUser,
  { value: 'pchen', label: 'Priya Chen' },
  { value: 'jokafor', label: 'James Okafor' },
  { value: 'lgarcia', label: 'Lucía García' },
  { value: 'mtanaka', label: 'Mei Tanaka' },
  { value: 'snovak', label: 'Sara Novak' },
];

export default function ControlledCombobox() {
  const id = React.useId();
  const [assignee, setAssignee] = React.useState<Person | null>(null);
  const [inputValue, setInputValue] = React.useState('');

  function assignToMe() {
    setAssignee(currentUser);
    // With the input text controlled as well, an outside change of the value
    // has to update the text too.
    setInputValue(currentUser.label);
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Combobox.Root
        items={people}
        value={assignee}
        onValueChange={setAssignee}
        inputValue={inputValue}
        onInputValueChange={setInputValue}
      >
        <div className="flex flex-col items-start gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-fg">
            Assignee
          </label>
          <Combobox.InputGroup className="flex h-9 w-56 items-center rounded-md border border-divider bg-surface pe-1 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-primary">
            <Combobox.Input
              id={id}
              placeholder="Search people"
              className="m-0 h-full min-w-0 flex-1 border-0 bg-transparent py-0 ps-3 pe-1 font-[inherit] text-sm text-fg outline-none placeholder:text-fg-muted"
            />
            <Combobox.Clear
              aria-label="Clear assignee"
              className="m-0 flex size-7 cursor-pointer items-center justify-center rounded-sm border-0 bg-transparent p-0 text-fg-muted hover:bg-hover"
            >
              <ClearIcon />
            </Combobox.Clear>
          </Combobox.InputGroup>
        </div>
        <Combobox.Portal>
          <Combobox.Positioner sideOffset={4} className="z-[1300] outline-none">
            <Combobox.Popup className="w-[var(--anchor-width)] max-w-[var(--available-width)] rounded-theme border border-divider bg-surface text-fg shadow-popup outline-none transition-opacity duration-150 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0">
              <Combobox.Empty className="px-3 py-2 text-sm text-fg-muted empty:p-0">
                Nobody matches “{inputValue}”.
              </Combobox.Empty>
              <Combobox.List className="max-h-[min(18rem,var(--available-height))] overflow-y-auto overscroll-contain py-1 data-[empty]:p-0">
                {(person: Person) => (
                  <Combobox.Item
                    key={person.value}
                    value={person}
                    className="grid cursor-default grid-cols-[16px_1fr] items-center gap-2 px-3 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-hover"
                  >
                    <Combobox.ItemIndicator className="col-start-1 flex text-primary">
                      <CheckIcon />
                    </Combobox.ItemIndicator>
                    <span className="col-start-2">{person.label}</span>
                  </Combobox.Item>
                )}
              </Combobox.List>
            </Combobox.Popup>
          </Combobox.Positioner>
        </Combobox.Portal>
      </Combobox.Root>
      <button
        type="button"
        onClick={assignToMe}
        className="m-0 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 font-[inherit] text-sm text-primary hover:bg-hover"
      >
        Assign to me
      </button>
      <p className="m-0 text-sm text-fg-muted">
        inputValue: “{inputValue}” · value: {assignee ? assignee.value : 'null'}
      </p>
    </div>
  );
}

function ClearIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path
        d="M4.5 4.5l7 7M11.5 4.5l-7 7"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
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
