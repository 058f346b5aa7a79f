import * as React from 'react';
import { Combobox } from '@base-ui/react/combobox';
import classes from './css.module.css';

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
    <div className={classes.demo}>
      <Combobox.Root
        items={people}
        value={assignee}
        onValueChange={setAssignee}
        inputValue={inputValue}
        onInputValueChange={setInputValue}
      >
        <div className={classes.field}>
          <label htmlFor={id} className={classes.label}>
            Assignee
          </label>
          <Combobox.InputGroup className={classes.inputGroup}>
            <Combobox.Input
              id={id}
              placeholder="Search people"
              className={classes.input}
            />
            <Combobox.Clear
              aria-label="Clear assignee"
              className={classes.iconButton}
            >
              <ClearIcon />
            </Combobox.Clear>
          </Combobox.InputGroup>
        </div>
        <Combobox.Portal>
          <Combobox.Positioner sideOffset={4} className={classes.positioner}>
            <Combobox.Popup className={classes.popup}>
              <Combobox.Empty className={classes.empty}>
                Nobody matches “{inputValue}”.
              </Combobox.Empty>
              <Combobox.List className={classes.list}>
                {(person: Person) => (
                  <Combobox.Item
                    key={person.value}
                    value={person}
                    className={classes.item}
                  >
                    <Combobox.ItemIndicator className={classes.indicator}>
                      <CheckIcon />
                    </Combobox.ItemIndicator>
                    <span className={classes.itemText}>{person.label}</span>
                  </Combobox.Item>
                )}
              </Combobox.List>
            </Combobox.Popup>
          </Combobox.Positioner>
        </Combobox.Portal>
      </Combobox.Root>
      <button type="button" onClick={assignToMe} className={classes.textButton}>
        Assign to me
      </button>
      <p className={classes.state}>
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
