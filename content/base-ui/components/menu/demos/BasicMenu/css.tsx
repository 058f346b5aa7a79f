import * as React from 'react';
import { Menu } from '@base-ui/react/menu';
import classes from './css.module.css';

const actions = ['Open', 'Rename', 'Duplicate', 'Download'];

export default function BasicMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <div className={classes.layout}>
      <Menu.Root>
        <Menu.Trigger className={classes.trigger}>
          Actions <ChevronDown />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Positioner sideOffset={6} className={classes.positioner}>
            <Menu.Popup className={classes.popup}>
              {actions.map((action) => (
                <Menu.Item
                  key={action}
                  onClick={() => setLastAction(action)}
                  className={classes.item}
                >
                  {action}
                </Menu.Item>
              ))}
              <Menu.Separator className={classes.separator} />
              <Menu.Item
                onClick={() => setLastAction('Move to trash')}
                className={classes.item}
              >
                Move to trash
              </Menu.Item>
            </Menu.Popup>
          </Menu.Positioner>
        </Menu.Portal>
      </Menu.Root>
      <p aria-live="polite" className={classes.status}>
        Last action: {lastAction}
      </p>
    </div>
  );
}

function ChevronDown() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="currentColor"
      aria-hidden="true"
    >
      <path d="M4 6h8l-4 4.5z" />
    </svg>
  );
}
