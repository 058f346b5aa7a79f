import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

export default function QuickStartPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className={classes.trigger}>
        Delivery estimate
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className={classes.positioner}>
          <Popover.Popup className={classes.popup}>
            <Popover.Title render={<p />} className={classes.title}>
              Arrives Thursday, 14 March
            </Popover.Title>
            <Popover.Description className={classes.description}>
              Order in the next 3 hours and the parcel leaves our Leeds warehouse
              today.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
