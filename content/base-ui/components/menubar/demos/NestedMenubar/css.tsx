import { Menu } from '@base-ui/react/menu';
import { Menubar } from '@base-ui/react/menubar';
import classes from './css.module.css';

const recentFiles = ['Budget 2025.xlsx', 'Trip itinerary.docx', 'Meeting notes.md'];
const panels = ['Ruler', 'Word count', 'Line numbers'];

export default function NestedMenubar() {
  return (
    <Menubar aria-label="Text editor" className={classes.bar}>
      <Menu.Root>
        <Menu.Trigger className={classes.trigger}>File</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              <Menu.Item className={classes.item}>New document</Menu.Item>
              <Menu.SubmenuRoot>
                <Menu.SubmenuTrigger className={classes.submenuTrigger}>
                  Open recent <ChevronIcon />
                </Menu.SubmenuTrigger>
                <Menu.Portal>
                  <Menu.Positioner
                    sideOffset={2}
                    alignOffset={-5}
                    className={classes.positioner}
                  >
                    <Menu.Popup className={classes.popup}>
                      {recentFiles.map((file) => (
                        <Menu.Item key={file} className={classes.item}>
                          {file}
                        </Menu.Item>
                      ))}
                    </Menu.Popup>
                  </Menu.Positioner>
                </Menu.Portal>
              </Menu.SubmenuRoot>
              <Menu.Item className={classes.item}>Save</Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <Menu.Root>
        <Menu.Trigger className={classes.trigger}>View</Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              {panels.map((panel, index) => (
                <Menu.CheckboxItem
                  key={panel}
                  defaultChecked={index === 0}
                  className={classes.checkboxItem}
                >
                  <Menu.CheckboxItemIndicator
                    keepMounted
                    className={classes.indicator}
                  >
                    <CheckIcon />
                  </Menu.CheckboxItemIndicator>
                  {panel}
                </Menu.CheckboxItem>
              ))}
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
    </Menubar>
  );
}

function ChevronIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
      className={classes.chevron}
    >
      <path d="M6 4v8l4.5-4z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="m3 8.5 3.5 3.5L13 4.5" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}
