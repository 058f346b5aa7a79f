import * as React from 'react';
import { ContextMenu } from '@base-ui/react/context-menu';
import classes from './css.module.css';

const actions = ['Open', 'Rename', 'Copy link'];

export default function BasicContextMenu() {
  const [lastAction, setLastAction] = React.useState('none');
  return (
    <div className={classes.layout}>
      <ContextMenu.Root>
        <ContextMenu.Trigger className={classes.area}>
          <p className={classes.fileName}>Q3 report.pdf</p>
          <p className={classes.hint}>Right-click or long-press for actions</p>
        </ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Positioner className={classes.positioner}>
            <ContextMenu.Popup
              aria-label="Actions for Q3 report.pdf"
              className={classes.popup}
            >
              {actions.map((action) => (
                <ContextMenu.Item
                  key={action}
                  onClick={() => setLastAction(action)}
                  className={classes.item}
                >
                  {action}
                </ContextMenu.Item>
              ))}
              <ContextMenu.Separator className={classes.separator} />
              <ContextMenu.Item
                onClick={() => setLastAction('Delete')}
                className={classes.item}
              >
                Delete
              </ContextMenu.Item>
            </ContextMenu.Popup>
          </ContextMenu.Positioner>
        </ContextMenu.Portal>
      </ContextMenu.Root>
      <p aria-live="polite" className={classes.hint}>
        Last action: {lastAction}
      </p>
    </div>
  );
}
