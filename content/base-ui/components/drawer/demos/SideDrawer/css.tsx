import * as React from 'react';
import { Drawer } from '@base-ui/react/drawer';
import { useDirection } from '@base-ui/react/direction-provider';
import classes from './css.module.css';

const filters = ['Free cancellation', 'Breakfast included', 'Pets allowed', 'Pool'];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function SideDrawer({ window }: Props) {
  // The panel sits at the inline end, so it is dismissed towards that edge.
  const direction = useDirection();

  // Kept outside the drawer: the popup unmounts when it closes.
  const [selected, setSelected] = React.useState<string[]>(['Free cancellation']);
  const toggle = (filter: string, checked: boolean) =>
    setSelected((current) =>
      checked ? [...current, filter] : current.filter((item) => item !== filter),
    );

  return (
    <Drawer.Root swipeDirection={direction === 'rtl' ? 'left' : 'right'}>
      <Drawer.Trigger className={classes.button}>Filters</Drawer.Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Drawer.Backdrop className={classes.backdrop} />
        <Drawer.Viewport className={classes.viewport}>
          <Drawer.Popup className={classes.popup}>
            <Drawer.Title className={classes.title}>Filters</Drawer.Title>
            <Drawer.Description className={classes.description}>
              214 stays in Porto match your dates.
            </Drawer.Description>
            {filters.map((filter) => (
              <label key={filter} className={classes.option}>
                <input
                  type="checkbox"
                  name="filters"
                  value={filter}
                  checked={selected.includes(filter)}
                  onChange={(event) => toggle(filter, event.target.checked)}
                  className={classes.checkbox}
                />
                {filter}
              </label>
            ))}
            <div className={classes.footer}>
              <Drawer.Close className={classes.button}>Cancel</Drawer.Close>
              <Drawer.Close className={classes.primary}>Show stays</Drawer.Close>
            </div>
          </Drawer.Popup>
        </Drawer.Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
