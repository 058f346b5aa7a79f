import * as React from 'react';
import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

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
      <Toast.Viewport className={classes.viewport}>
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
    <button type="button" className={classes.button} onClick={send}>
      Send invoice
    </button>
  );
}

function ToastStack() {
  const { toasts } = Toast.useToastManager();
  return toasts.map((toast) => (
    <Toast.Root key={toast.id} toast={toast} className={classes.toast}>
      <Toast.Content className={classes.content}>
        <div>
          <Toast.Title className={classes.title} />
          <Toast.Description className={classes.description} />
        </div>
        <Toast.Close aria-label="Close" className={classes.close}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </Toast.Close>
      </Toast.Content>
    </Toast.Root>
  ));
}
