import { Drawer } from '@base-ui/react/drawer';

const actions = ['Copy link', 'Send by email', 'Share to Messages'];

interface Props {
  /** The window the demo renders in; the docs pass the demo frame's window. */
  window?: () => Window;
}

export default function BottomSheetDrawer({ window }: Props) {
  return (
    <Drawer.Root>
      <Drawer.Trigger className="m-0 inline-flex h-9 cursor-pointer items-center justify-center rounded-theme border border-divider bg-surface px-4 font-[inherit] text-sm font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
        Share album
      </Drawer.Trigger>
      <Drawer.Portal container={window ? window().document.body : undefined}>
        {/* The backdrop fades out as the sheet is swiped down. */}
        <Drawer.Backdrop className="fixed inset-0 z-[1300] bg-black/40 opacity-[calc(1-var(--drawer-swipe-progress,0))] transition-opacity duration-300 data-[ending-style]:opacity-0 data-[starting-style]:opacity-0" />
        <Drawer.Viewport className="fixed inset-0 z-[1300] flex items-end justify-center">
          {/* The sheet follows the finger while swiping, then slides in and out. */}
          <Drawer.Popup className="box-border w-full max-w-[480px] rounded-t-2xl border border-b-0 border-divider bg-surface px-4 pt-2 pb-4 text-fg shadow-popup transition-transform duration-300 ease-[cubic-bezier(0.32,0.72,0,1)] [transform:translateY(var(--drawer-swipe-movement-y,0px))] data-[ending-style]:[transform:translateY(100%)] data-[starting-style]:[transform:translateY(100%)]">
            <div className="mx-auto mb-4 h-1 w-10 rounded-sm bg-control" />
            <Drawer.Content>
              <Drawer.Title className="mx-2 mt-0 mb-1 text-base font-semibold">
                Share “Lisbon, May”
              </Drawer.Title>
              <Drawer.Description className="mx-2 mt-0 mb-3 text-sm text-fg-muted">
                Anyone with the link can see the 48 photos in this album.
              </Drawer.Description>
              {actions.map((action) => (
                <Drawer.Close
                  key={action}
                  className="m-0 flex h-11 w-full cursor-pointer items-center rounded-theme border-0 bg-transparent px-2 text-start font-[inherit] text-sm text-inherit hover:bg-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary"
                >
                  {action}
                </Drawer.Close>
              ))}
            </Drawer.Content>
          </Drawer.Popup>
        </Drawer.Viewport>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
