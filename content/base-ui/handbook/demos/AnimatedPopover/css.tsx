import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

export default function AnimatedPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className={classes.trigger}>Storage</Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className={classes.positioner}>
          <Popover.Popup className={classes.popup}>
            <Popover.Title render={<p />} className={classes.title}>
              9.2 GB of 10 GB used
            </Popover.Title>
            <Popover.Description className={classes.description}>
              Delete old backups or move to a larger plan to keep your files in sync.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
