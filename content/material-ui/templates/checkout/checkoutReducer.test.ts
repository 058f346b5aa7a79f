import { describe, expect, it } from 'vitest';
import {
  checkoutReducer,
  CONFIRMED_STEP,
  initialCheckoutState,
  type CheckoutState,
} from './checkoutReducer';

const NOW = new Date(2026, 4, 15);

const filled: CheckoutState = {
  ...initialCheckoutState,
  shipping: {
    ...initialCheckoutState.shipping,
    firstName: 'Maya',
    lastName: 'Okafor',
    email: 'maya@example.com',
    address1: '1420 SE Stark St',
    city: 'Portland',
    region: 'OR',
    postcode: '97214',
  },
  payment: {
    cardName: 'Maya Okafor',
    cardNumber: '4242 4242 4242 4242',
    expiry: '08/28',
    cvc: '123',
  },
};

describe('checkoutReducer', () => {
  it('stays on an invalid step and shows its errors', () => {
    const state = checkoutReducer(initialCheckoutState, { type: 'next', now: NOW });
    expect(state.activeStep).toBe(0);
    expect(state.errors.firstName).toBeDefined();
    expect(state.errors.cardNumber).toBeUndefined();
  });

  it('moves on from a valid step', () => {
    const state = checkoutReducer(filled, { type: 'next', now: NOW });
    expect(state.activeStep).toBe(1);
    expect(state.errors).toEqual({});
  });

  it('clears a shown error once the field is fixed, without flagging other fields', () => {
    const shown = checkoutReducer(initialCheckoutState, { type: 'next', now: NOW });
    const fixed = checkoutReducer(shown, {
      type: 'updateShipping',
      changes: { firstName: 'Maya' },
    });
    expect(fixed.errors.firstName).toBeUndefined();
    expect(fixed.errors.lastName).toBeDefined();

    const quiet = checkoutReducer(initialCheckoutState, {
      type: 'updateShipping',
      changes: { postcode: '12' },
    });
    expect(quiet.errors).toEqual({});
  });

  it('updates a shown error as the field changes', () => {
    const shown = checkoutReducer(
      { ...filled, activeStep: 1, payment: { ...filled.payment, cardNumber: '' } },
      { type: 'next', now: NOW },
    );
    expect(shown.errors.cardNumber).toMatch(/Enter/);
    const typing = checkoutReducer(shown, {
      type: 'updatePayment',
      changes: { cardNumber: '4242' },
      now: NOW,
    });
    expect(typing.errors.cardNumber).toMatch(/too short/);
  });

  it('keeps everything typed when going back', () => {
    const onPayment = checkoutReducer(filled, { type: 'next', now: NOW });
    const back = checkoutReducer(onPayment, { type: 'back' });
    expect(back.activeStep).toBe(0);
    expect(back.shipping).toEqual(filled.shipping);
    expect(back.payment).toEqual(filled.payment);
  });

  it('jumps back to an earlier step only', () => {
    const review = { ...filled, activeStep: 2 };
    expect(checkoutReducer(review, { type: 'goToStep', step: 0 }).activeStep).toBe(
      0,
    );
    expect(checkoutReducer(filled, { type: 'goToStep', step: 2 }).activeStep).toBe(
      0,
    );
  });

  it('places the order from the review step and starts again on reset', () => {
    const review = { ...filled, activeStep: 2 };
    const placed = checkoutReducer(review, {
      type: 'placeOrder',
      orderNumber: 'FH-260515-AB12',
      now: NOW,
    });
    expect(placed.activeStep).toBe(CONFIRMED_STEP);
    expect(placed.orderNumber).toBe('FH-260515-AB12');
    expect(checkoutReducer(placed, { type: 'back' })).toBe(placed);
    expect(checkoutReducer(placed, { type: 'reset' })).toEqual(initialCheckoutState);
  });

  it('refuses to place an order whose card has since expired', () => {
    const review = { ...filled, activeStep: 2 };
    const later = new Date(2028, 8, 1);
    const state = checkoutReducer(review, {
      type: 'placeOrder',
      orderNumber: 'x',
      now: later,
    });
    expect(state.activeStep).toBe(1);
    expect(state.errors.expiry).toBe('This card has expired');
    expect(state.orderNumber).toBeNull();
  });
});

describe('country change', () => {
  it('checks a shown postcode error against the new country', () => {
    const shown = checkoutReducer(
      { ...filled, shipping: { ...filled.shipping, postcode: 'EH1 1YZ' } },
      { type: 'next', now: NOW },
    );
    expect(shown.errors.postcode).toMatch(/ZIP code/);
    const moved = checkoutReducer(shown, {
      type: 'updateShipping',
      changes: { country: 'GB' },
    });
    expect(moved.errors.postcode).toBeUndefined();
  });
});
