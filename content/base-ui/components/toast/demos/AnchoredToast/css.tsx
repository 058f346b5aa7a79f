import { Toast } from '@base-ui/react/toast';
import classes from './css.module.css';

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
    <div className={classes.product}>
      <div>
        <div className={classes.name}>Linen tea towel</div>
        <div className={classes.price}>€12.00</div>
      </div>
      <button
        type="button"
        className={classes.button}
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
    <Toast.Positioner key={toast.id} toast={toast} className={classes.positioner}>
      <Toast.Root toast={toast} className={classes.toast}>
        <Toast.Arrow className={classes.arrow} />
        <Toast.Title className={classes.title} />
      </Toast.Root>
    </Toast.Positioner>
  ));
}
