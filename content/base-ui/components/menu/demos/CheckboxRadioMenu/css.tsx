import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

const showOptions = ['File extensions', 'Hidden files'];
const sortOptions = ['Name', 'Date modified', 'Size'];

export default function CheckboxRadioMenu() {
  const [sortBy, setSortBy] = React.useState('Date modified');
  return (
    <div className={classes.layout}>
      <Menu.Root>
        <Menu.Trigger className={classes.trigger}>View</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              <Menu.Group>
                <Menu.GroupLabel className={classes.groupLabel}>
                  Show
                </Menu.GroupLabel>
                {showOptions.map((label, index) => (
                  <Menu.CheckboxItem
                    key={label}
                    defaultChecked={index === 0}
                    className={classes.item}
                  >
                    <Menu.CheckboxItemIndicator
                      className={classes.checkboxIndicator}
                    >
                      <CheckIcon />
                    </Menu.CheckboxItemIndicator>
                    <span className={classes.label}>{label}</span>
                  </Menu.CheckboxItem>
                ))}
              </Menu.Group>
              <Menu.Separator className={classes.separator} />
              <Menu.RadioGroup
                value={sortBy}
                onValueChange={(value: string) => setSortBy(value)}
              >
                <Menu.GroupLabel className={classes.groupLabel}>
                  Sort by
                </Menu.GroupLabel>
                {sortOptions.map((option) => (
                  <Menu.RadioItem
                    key={option}
                    value={option}
                    className={classes.item}
                  >
                    <Menu.RadioItemIndicator className={classes.radioIndicator} />
                    <span className={classes.label}>{option}</span>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p className={classes.status}>Sorted by {sortBy.toLowerCase()}</p>
    </div>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
