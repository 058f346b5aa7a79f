import * as React from 'react';
import { Menu } from '@base-ui/react/menu';

const showOptions = ['File extensions', 'Hidden files'];
const sortOptions = ['Name', 'Date modified', 'Size'];

const itemClass =
  'grid cursor-default select-none grid-cols-[16px_1fr] items-center gap-x-2 rounded py-1.5 ps-2 pe-3 outline-none data-[highlighted]:bg-hover';
const groupLabelClass = 'pt-1.5 pb-1 ps-8 pe-3 text-xs font-medium text-fg-muted';

export default function CheckboxRadioMenu() {
  const [sortBy, setSortBy] = React.useState('Date modified');
  return (
    <div className="flex flex-col items-center gap-3">
      <Menu.Root>
        <Menu.Trigger className="m-0 h-9 cursor-pointer rounded-md border border-solid border-divider bg-surface px-3.5 py-0 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[popup-open]:bg-hover">
          View
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className="z-[1300]">
            <Menu.Popup className="min-w-[200px] origin-[var(--transform-origin)] rounded-theme border border-solid border-divider bg-surface p-1 text-sm text-fg shadow-popup outline-none transition-[opacity,scale] duration-150 data-[ending-style]:scale-95 data-[ending-style]:opacity-0 data-[starting-style]:scale-95 data-[starting-style]:opacity-0">
              <Menu.Group>
                <Menu.GroupLabel className={groupLabelClass}>Show</Menu.GroupLabel>
                {showOptions.map((label, index) => (
                  <Menu.CheckboxItem
                    key={label}
                    defaultChecked={index === 0}
                    className={itemClass}
                  >
                    <Menu.CheckboxItemIndicator className="col-start-1 flex">
                      <CheckIcon />
                    </Menu.CheckboxItemIndicator>
                    <span className="col-start-2">{label}</span>
                  </Menu.CheckboxItem>
                ))}
              </Menu.Group>
              <Menu.Separator className="mx-0 my-1 h-px bg-divider" />
              <Menu.RadioGroup
                value={sortBy}
                onValueChange={(value: string) => setSortBy(value)}
              >
                <Menu.GroupLabel className={groupLabelClass}>
                  Sort by
                </Menu.GroupLabel>
                {sortOptions.map((option) => (
                  <Menu.RadioItem key={option} value={option} className={itemClass}>
                    <Menu.RadioItemIndicator className="col-start-1 size-1.5 justify-self-center rounded-full bg-current" />
                    <span className="col-start-2">{option}</span>
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p className="m-0 text-sm text-fg-muted">Sorted by {sortBy.toLowerCase()}</p>
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
