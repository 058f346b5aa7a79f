import { Tooltip } from '@base-ui/react/tooltip';
import classes from './css.module.css';

function HeartIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" fill="none" aria-hidden="true">
      <path
        d="M10 16.5s-6.5-3.8-6.5-8.5a3.5 3.5 0 0 1 6.5-1.8 3.5 3.5 0 0 1 6.5 1.8c0 4.7-6.5 8.5-6.5 8.5z"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export default function BasicTooltip() {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger aria-label="Add to favorites" className={classes.button}>
        <HeartIcon />
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Positioner sideOffset={8} className={classes.positioner}>
          <Tooltip.Popup className={classes.popup}>
            <Tooltip.Arrow className={classes.arrow} />
            Add to favorites
          </Tooltip.Popup>
        </Tooltip.Positioner>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
