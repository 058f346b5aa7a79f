import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

export default function BasicPopover() {
  return (
    <Popover.Root>
      <Popover.Trigger className={classes.trigger}>Track order</Popover.Trigger>
      <Popover.Portal>
        <Popover.Positioner sideOffset={8} className={classes.positioner}>
          <Popover.Popup className={classes.popup}>
            <div className={classes.header}>
              <Popover.Title render={<p />} className={classes.title}>
                Arriving Thursday
              </Popover.Title>
              <Popover.Close aria-label="Close" className={classes.close}>
                <CloseIcon />
              </Popover.Close>
            </div>
            <Popover.Description className={classes.description}>
              Your parcel left the Rotterdam depot at 06:40 and is now with the
              courier.
            </Popover.Description>
          </Popover.Popup>
        </Popover.Positioner>
      </Popover.Portal>
    </Popover.Root>
  );
}
