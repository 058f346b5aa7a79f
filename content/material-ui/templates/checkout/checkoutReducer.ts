import type {
  FieldErrors,
  FieldName,
  PaymentDetails,
  ShippingDetails,
} from './types';
import { validatePayment, validateShipping } from './validation';

export const STEP_LABELS = ['Shipping', 'Payment', 'Review'] as const;

/** Index of the step after the last one: the order has been placed. */
export const CONFIRMED_STEP = STEP_LABELS.length;

export interface CheckoutState {
  activeStep: number;
  shipping: ShippingDetails;
  payment: PaymentDetails;
  /** Errors shown under fields; filled when Next is pressed on an invalid step. */
  errors: FieldErrors;
  orderNumber: string | null;
}

export type CheckoutAction =
  | { type: 'updateShipping'; changes: Partial<ShippingDetails> }
  | { type: 'updatePayment'; changes: Partial<PaymentDetails>; now: Date }
  | { type: 'next'; now: Date }
  | { type: 'back' }
  | { type: 'goToStep'; step: number }
  | { type: 'placeOrder'; orderNumber: string; now: Date }
  | { type: 'reset' };

/** The id of a field's input, so the page can move focus to the first one with an error. */
export function fieldId(name: FieldName): string {
  return `checkout-${name}`;
}

export const initialCheckoutState: CheckoutState = {
  activeStep: 0,
  shipping: {
    firstName: '',
    lastName: '',
    email: '',
    address1: '',
    address2: '',
    city: '',
    region: '',
    postcode: '',
    country: 'US',
    method: 'standard',
  },
  payment: { cardName: '', cardNumber: '', expiry: '', cvc: '' },
  errors: {},
  orderNumber: null,
};

/** The errors the active step has right now (the review step checks both forms again). */
export function errorsForStep(state: CheckoutState, now: Date): FieldErrors {
  if (state.activeStep === 0) return validateShipping(state.shipping);
  if (state.activeStep === 1) return validatePayment(state.payment, now);
  return {
    ...validateShipping(state.shipping),
    ...validatePayment(state.payment, now),
  };
}

/**
 * Once a field shows an error, it is checked again on every change so the message goes away as
 * soon as it is fixed. Fields without an error stay quiet until the next press of Next.
 */
function recheck(
  shown: FieldErrors,
  fresh: FieldErrors,
  fields: FieldName[],
): FieldErrors {
  const errors: FieldErrors = { ...shown };
  for (const name of fields) {
    if (shown[name] === undefined) continue;
    if (fresh[name] === undefined) delete errors[name];
    else errors[name] = fresh[name];
  }
  return errors;
}

export function checkoutReducer(
  state: CheckoutState,
  action: CheckoutAction,
): CheckoutState {
  switch (action.type) {
    case 'updateShipping': {
      const shipping = { ...state.shipping, ...action.changes };
      // Every shown error is checked again: a new country changes what a valid postcode is.
      const fields = Object.keys(shipping) as FieldName[];
      const errors = recheck(state.errors, validateShipping(shipping), fields);
      return { ...state, shipping, errors };
    }
    case 'updatePayment': {
      const payment = { ...state.payment, ...action.changes };
      const fresh = validatePayment(payment, action.now);
      const fields = Object.keys(payment) as FieldName[];
      return { ...state, payment, errors: recheck(state.errors, fresh, fields) };
    }
    case 'next': {
      if (state.activeStep >= CONFIRMED_STEP - 1) return state;
      const errors = errorsForStep(state, action.now);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      return { ...state, errors: {}, activeStep: state.activeStep + 1 };
    }
    case 'back':
      if (state.activeStep === 0 || state.activeStep === CONFIRMED_STEP)
        return state;
      return { ...state, errors: {}, activeStep: state.activeStep - 1 };
    case 'goToStep':
      if (action.step < 0 || action.step >= state.activeStep) return state;
      if (state.activeStep === CONFIRMED_STEP) return state;
      return { ...state, errors: {}, activeStep: action.step };
    case 'placeOrder': {
      if (state.activeStep !== CONFIRMED_STEP - 1) return state;
      const errors = errorsForStep(state, action.now);
      if (Object.keys(errors).length > 0) {
        // Only reachable if time passed the card's expiry: send the buyer back to fix it.
        const step =
          Object.keys(validateShipping(state.shipping)).length > 0 ? 0 : 1;
        return { ...state, errors, activeStep: step };
      }
      return {
        ...state,
        errors: {},
        activeStep: CONFIRMED_STEP,
        orderNumber: action.orderNumber,
      };
    }
    case 'reset':
      return initialCheckoutState;
    default:
      return state;
  }
}
