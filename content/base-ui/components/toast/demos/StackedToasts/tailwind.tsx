import * as React from 'react';
import { Toast } from '@base-ui/react/toast';

const clients = [
  'Northwind Traders',
  'Lumen Studio',
  'Harbor & Finch',
  'Oakline Bakery',
];

export default function StackedToasts() {
  return (
    <Toast.Provider>
      <SendInvoiceButton />
      <Toast.Viewport className="fixed end-4 bottom-4 z-[1300] w-[min(320px,calc(100vw_-_32px))]">
        <ToastStack />
      </Toast.Viewport>
    </Toast.Provider>
  );
}

function SendInvoiceButton() {
  const toastManager = Toast.useToastManager();
  const sent = React.useRef(0);
  function send() {
    const client = clients[sent.current % clients.length];
    toastManager.add({
      title: 'Invoice sent',
      description: `Invoice #${1041 + sent.current} is on its way to ${client}.`,
    });
    sent.current += 1;
  }
  return (
    <button
      type="button"
      onClick={send}
      className="m-0 cursor-pointer rounded-theme border border-solid border-divider bg-surface px-4 py-2 font-[inherit] text-sm leading-[inherit] font-medium text-fg hover:bg-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      Send invoice
    </button>
  );
}

function ToastStack() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    // Stacked by --toast-index, spread by --toast-offset-y, moved by the swipe variables.
    <Toast.Root
      key={toast.id}
      toast={toast}
      className="absolute inset-x-0 bottom-0 z-[calc(100_-_var(--toast-index))] box-border h-[var(--toast-frontmost-height,auto)] rounded-theme border border-solid border-divider bg-surface py-3 ps-4 pe-3 text-sm text-fg shadow-raised [--gap:8px] [--lift:calc(var(--toast-index)_*_-10px)] [--scale:calc(1_-_var(--toast-index)_*_0.05)] origin-bottom [transform:translateX(var(--toast-swipe-movement-x))_translateY(calc(var(--lift)_+_var(--toast-swipe-movement-y)))_scale(var(--scale))] transition-[transform,opacity,height] duration-300 data-[expanded]:h-[var(--toast-height)] data-[expanded]:[--lift:calc(-1_*_(var(--toast-offset-y)_+_var(--toast-index)_*_var(--gap)))] data-[expanded]:[--scale:1] after:absolute after:inset-x-0 after:top-full after:h-[calc(var(--gap)_+_1px)] after:content-[''] data-[starting-style]:[transform:translateY(150%)] data-[ending-style]:opacity-0 data-[limited]:opacity-0 data-[ending-style]:data-[swipe-direction=down]:[transform:translateY(calc(var(--lift)_+_var(--toast-swipe-movement-y)_+_150%))] data-[ending-style]:data-[swipe-direction=right]:[transform:translateX(calc(var(--toast-swipe-movement-x)_+_150%))_translateY(var(--lift))] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <Toast.Content className="flex items-start justify-between gap-3 transition-opacity duration-200 data-[behind]:not-data-[expanded]:opacity-0">
        <div>
          <Toast.Title className="m-0 text-sm font-semibold" />
          <Toast.Description className="mt-1 mb-0 text-fg-muted" />
        </div>
        <Toast.Close
          aria-label="Close"
          className="m-0 inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded border-0 bg-transparent p-0 text-fg-muted hover:bg-hover"
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-4 fill-none stroke-current stroke-2 [stroke-linecap:round]"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </Toast.Close>
      </Toast.Content>
    </Toast.Root>
  ));
}
