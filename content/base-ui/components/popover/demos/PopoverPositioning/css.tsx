import { Popover } from '@base-ui/react/popover';
import classes from './css.module.css';

const placements = [
  { side: 'top', align: 'start' },
  { side: 'top', align: 'end' },
  { side: 'inline-start', align: 'center' },
  { side: 'inline-end', align: 'center' },
  { side: 'bottom', align: 'start' },
  { side: 'bottom', align: 'end' },
] as const;

export default function PopoverPositioning() {
  return (
    <div className={classes.grid}>
      {placements.map(({ side, align }) => (
        <Popover.Root key={`${side}-${align}`}>
          <Popover.Trigger className={classes.trigger}>
            {side} · {align}
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Positioner
              side={side}
              align={align}
              sideOffset={8}
              className={classes.positioner}
            >
              <Popover.Popup className={classes.popup}>
                <Popover.Title render={<p />} className={classes.title}>
                  side=&quot;{side}&quot; align=&quot;{align}&quot;
                </Popover.Title>
              </Popover.Popup>
            </Popover.Positioner>
          </Popover.Portal>
        </Popover.Root>
      ))}
    </div>
  );
}
