import { describe, expect, it } from 'vitest';
import type { PaymentDetails, ShippingDetails } from './types';
import {
  isExpired,
  isValidEmail,
  isValidPostcode,
  parseExpiry,
  passesLuhn,
  validatePayment,
  validateShipping,
} from './validation';

const NOW = new Date(2026, 4, 15); // 15 May 2026

const address: ShippingDetails = {
  firstName: 'Maya',
  lastName: 'Okafor',
  email: 'maya@example.com',
  address1: '1420 SE Stark St',
  address2: '',
  city: 'Portland',
  region: 'OR',
  postcode: '97214',
  country: 'US',
  method: 'standard',
};

const card: PaymentDetails = {
  cardName: 'Maya Okafor',
  cardNumber: '4242 4242 4242 4242',
  expiry: '08/28',
  cvc: '123',
};

describe('passesLuhn', () => {
  it('accepts numbers with a correct check digit', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('rejects a single mistyped digit or swapped neighbours', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('4242424242424224')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });
});

describe('expiry', () => {
  it('parses MM/YY only', () => {
    expect(parseExpiry('08/28')).toEqual({ month: 8, year: 2028 });
    expect(parseExpiry('8/28')).toBeNull();
    expect(parseExpiry('0828')).toBeNull();
  });

  it('keeps a card valid through its expiry month', () => {
    expect(isExpired(5, 2026, NOW)).toBe(false);
    expect(isExpired(4, 2026, NOW)).toBe(true);
    expect(isExpired(12, 2025, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
  });
});

describe('formats', () => {
  it('checks postcodes by country', () => {
    expect(isValidPostcode('US', '97214')).toBe(true);
    expect(isValidPostcode('US', '97214-1234')).toBe(true);
    expect(isValidPostcode('US', '9721')).toBe(false);
    expect(isValidPostcode('CA', 'v6b 1a1')).toBe(true);
    expect(isValidPostcode('CA', '97214')).toBe(false);
    expect(isValidPostcode('GB', 'EH1 1YZ')).toBe(true);
    expect(isValidPostcode('GB', 'SW1A1AA')).toBe(true);
    expect(isValidPostcode('GB', 'EH1')).toBe(false);
  });

  it('checks the shape of an email address', () => {
    expect(isValidEmail(' maya@example.com ')).toBe(true);
    expect(isValidEmail('maya@example')).toBe(false);
    expect(isValidEmail('maya example.com')).toBe(false);
  });
});

describe('validateShipping', () => {
  it('passes a complete address', () => {
    expect(validateShipping(address)).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = validateShipping({
      ...address,
      firstName: ' ',
      city: '',
      postcode: '',
    });
    expect(Object.keys(errors).sort()).toEqual(['city', 'firstName', 'postcode']);
    expect(errors.postcode).toBe('Enter the ZIP code');
  });

  it('requires a region only where the country uses one', () => {
    expect(validateShipping({ ...address, region: '' }).region).toBe(
      'Enter the state',
    );
    const uk = {
      ...address,
      country: 'GB' as const,
      region: '',
      postcode: 'EH1 1YZ',
    };
    expect(validateShipping(uk)).toEqual({});
  });

  it('explains a badly formed postcode with an example', () => {
    expect(validateShipping({ ...address, country: 'CA' }).postcode).toBe(
      'Enter a postal code like V6B 1A1',
    );
  });
});

describe('validatePayment', () => {
  it('passes a valid card', () => {
    expect(validatePayment(card, NOW)).toEqual({});
  });

  it('rejects a number that fails the checksum', () => {
    const errors = validatePayment(
      { ...card, cardNumber: '4242 4242 4242 4241' },
      NOW,
    );
    expect(errors.cardNumber).toMatch(/not valid/);
  });

  it('rejects a short number before checking the checksum', () => {
    expect(validatePayment({ ...card, cardNumber: '4242' }, NOW).cardNumber).toMatch(
      /too short/,
    );
  });

  it('rejects an expiry in the past or an impossible month', () => {
    expect(validatePayment({ ...card, expiry: '04/26' }, NOW).expiry).toBe(
      'This card has expired',
    );
    expect(
      validatePayment({ ...card, expiry: '05/26' }, NOW).expiry,
    ).toBeUndefined();
    expect(validatePayment({ ...card, expiry: '13/28' }, NOW).expiry).toMatch(
      /01 and 12/,
    );
    expect(validatePayment({ ...card, expiry: '1/28' }, NOW).expiry).toMatch(
      /MM\/YY/,
    );
  });

  it('wants 3 security digits, or 4 for American Express', () => {
    expect(validatePayment({ ...card, cvc: '12' }, NOW).cvc).toMatch(/3 digits/);
    const amex = { ...card, cardNumber: '3782 822463 10005' };
    expect(validatePayment({ ...amex, cvc: '123' }, NOW).cvc).toMatch(/4 digits/);
    expect(validatePayment({ ...amex, cvc: '1234' }, NOW)).toEqual({});
  });

  it('requires every field', () => {
    const errors = validatePayment(
      { cardName: '', cardNumber: '', expiry: '', cvc: '' },
      NOW,
    );
    expect(Object.keys(errors).sort()).toEqual([
      'cardName',
      'cardNumber',
      'cvc',
      'expiry',
    ]);
  });
});
