import { Toast } from '@base-ui/react/toast';

export default function AnchoredToast() {
  return (
    // A provider of its own, so these toasts never join a stack of regular ones.
    <Toast.Provider>
      <Product />
      <Toast.Portal>
        <Toast.Viewport>
          <AnchoredToasts />
        </Toast.Viewport>
      </Toast.Portal>
    </Toast.Provider>
  );
}

function Product() {
  const toastManager = Toast.useToastManager();
  return (
    <div className="flex max-w-[360px] items-center justify-between gap-4 rounded-theme border border-solid border-divider p-4 text-sm text-fg">
      <div>
        <div className="font-semibold">Linen tea towel</div>
        <div className="text-fg-muted">€12.00</div>
      </div>
      <button
        type="button"
        className="m-0 cursor-pointer rounded-theme border-0 bg-primary px-4 py-2 font-[inherit] leading-[inherit] font-medium text-on-primary hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        onClick={(event) =>
          toastManager.add({
            // The same id each time: another click restarts the toast's timer.
            id: 'added-to-basket',
            title: 'Added to your basket',
            timeout: 2000,
            positionerProps: { anchor: event.currentTarget, sideOffset: 8 },
          })
        }
      >
        Add to basket
      </button>
    </div>
  );
}

function AnchoredToasts() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Positioner key={toast.id} toast={toast} className="z-[1300]">
      <Toast.Root
        toast={toast}
        className="origin-[var(--transform-origin)] rounded-md bg-fg px-3 py-1.5 text-surface transition-[opacity,scale] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary data-[ending-style]:scale-90 data-[ending-style]:opacity-0 data-[starting-style]:scale-90 data-[starting-style]:opacity-0"
      >
        <Toast.Arrow className="h-[5px] w-[10px] bg-inherit data-[side=bottom]:bottom-full data-[side=bottom]:[clip-path:polygon(50%_0,100%_100%,0_100%)] data-[side=top]:top-full data-[side=top]:[clip-path:polygon(0_0,100%_0,50%_100%)]" />
        <Toast.Title className="m-0 text-[0.8125rem] font-medium" />
      </Toast.Root>
    </Toast.Positioner>
  ));
}
