import * as React from 'react';
import { Drawer } from '@base-ui/react/drawer';
import { useDirection } from '@base-ui/react/direction-provider';

const filters = ['Free cancellation', 'Breakfast included', 'Pets allowed', 'Pool'];

const button =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';
const primary =
  'm-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-primary bg-primary px-4 font-[inherit] text-sm font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

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
      <Drawer.Trigger className={button}>Filters</Drawer.Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        <Drawer.Backdrop className="fixed inset-0 z-[1300] bg-black/40 opacity-[calc(1-var(--drawer-swipe-progress,0))] transition-opacity duration-300 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Drawer.Viewport className="fixed inset-0 z-[1300] flex justify-end">
          {/* Off screen past the inline end: to the right, or to the left in right-to-left. */}
          <Drawer.Popup className="box-border flex h-full w-[min(300px,calc(100vw-48px))] flex-col border-s border-divider bg-surface p-6 text-fg shadow-popup transition-transform duration-300 ease-[cubic-bezier(0.32,0.72,0,1)] [--offscreen:100%] [transform:translateX(var(--drawer-swipe-movement-x,0px))] rtl:[--offscreen:-100%] data-[ending-style]:[transform:translateX(var(--offscreen))] data-[starting-style]:[transform:translateX(var(--offscreen))]">
            <Drawer.Title className="mt-0 mb-1 text-lg font-semibold">
              Filters
            </Drawer.Title>
            <Drawer.Description className="mt-0 mb-4 text-sm text-fg-muted">
              214 stays in Porto match your dates.
            </Drawer.Description>
            {filters.map((filter) => (
              <label key={filter} className="flex items-center gap-2.5 py-2 text-sm">
                <input
                  type="checkbox"
                  name="filters"
                  value={filter}
                  checked={selected.includes(filter)}
                  onChange={(event) => toggle(filter, event.target.checked)}
                  className="m-0 size-4 accent-primary"
                />
                {filter}
              </label>
            ))}
            <div className="mt-auto flex justify-end gap-2">
              <Drawer.Close className={button}>Cancel</Drawer.Close>
              <Drawer.Close className={primary}>Show stays</Drawer.Close>
            </div>
          </Drawer.Popup>
        </Drawer.Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
