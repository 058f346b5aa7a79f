import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" fill="none" aria-hidden="true">
      <circle cx="9" cy="9" r="7.25" stroke="currentColor" strokeWidth="1.5" />
      <path d="M9 8v5" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="9" cy="5.5" r="1" fill="currentColor" />
    </svg>
  );
}

export default function HoverPopover() {
  return (
    <div className={classes.row}>
      Monthly active users
      <span className={classes.value}>18,204</span>
      <Popover.Root>
        <Popover.Trigger
          openOnHover
          delay={200}
          aria-label="About monthly active users"
          className={classes.trigger}
        >
          <InfoIcon />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Positioner sideOffset={4} className={classes.positioner}>
            <Popover.Popup className={classes.popup}>
              <Popover.Title render={<p />} className={classes.title}>
                Monthly active users
              </Popover.Title>
              <Popover.Description className={classes.description}>
                People who opened the app at least once in the last 30 days. Your own
                team’s visits aren’t counted.
              </Popover.Description>
            </Popover.Popup>
          </Popover.Positioner>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
