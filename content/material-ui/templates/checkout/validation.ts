import { cardDigits, cvcLength, detectBrand, BRAND_NAMES } from './cardFormat';
import { COUNTRIES } from './countries';
import type {
  CountryCode,
  FieldErrors,
  PaymentDetails,
  ShippingDetails,
} from './types';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isValidPostcode(country: CountryCode, value: string): boolean {
  return COUNTRIES[country].postcodePattern.test(value.trim());
}

/** The Luhn checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY` into a month (1–12) and a four-digit year, or null when it is not that shape. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** A card stays valid until the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year < thisYear || (year === thisYear && month < thisMonth);
}

function required(
  errors: FieldErrors,
  field: keyof FieldErrors,
  value: string,
  message: string,
) {
  if (value.trim() === '') errors[field] = message;
}

export function validateShipping(details: ShippingDetails): FieldErrors {
  const errors: FieldErrors = {};
  const country = COUNTRIES[details.country];
  required(errors, 'firstName', details.firstName, 'Enter your first name');
  required(errors, 'lastName', details.lastName, 'Enter your last name');
  if (details.email.trim() === '') errors.email = 'Enter your email address';
  else if (!isValidEmail(details.email))
    errors.email = 'Enter an email like name@example.com';
  required(errors, 'address1', details.address1, 'Enter the street address');
  required(errors, 'city', details.city, 'Enter the town or city');
  if (country.regionRequired) {
    required(errors, 'region', details.region, `Enter the ${country.regionNoun}`);
  }
  if (details.postcode.trim() === '') {
    errors.postcode = `Enter the ${country.postcodeNoun}`;
  } else if (!isValidPostcode(details.country, details.postcode)) {
    errors.postcode = `Enter a ${country.postcodeNoun} like ${country.postcodeExample}`;
  }
  return errors;
}

export function validatePayment(details: PaymentDetails, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  required(errors, 'cardName', details.cardName, 'Enter the name shown on the card');

  const digits = cardDigits(details.cardNumber);
  const brand = detectBrand(digits);
  if (digits === '') errors.cardNumber = 'Enter the card number';
  else if (digits.length < (brand === 'amex' ? 15 : 13)) {
    errors.cardNumber = 'This card number is too short';
  } else if (!passesLuhn(digits)) {
    errors.cardNumber = 'This card number is not valid: check for a mistyped digit';
  }

  const expiry = parseExpiry(details.expiry);
  if (details.expiry.trim() === '') errors.expiry = 'Enter the expiry date';
  else if (!expiry) errors.expiry = 'Enter the expiry date as MM/YY';
  else if (expiry.month < 1 || expiry.month > 12) {
    errors.expiry = 'The month must be between 01 and 12';
  } else if (isExpired(expiry.month, expiry.year, now)) {
    errors.expiry = 'This card has expired';
  }

  const length = cvcLength(brand);
  if (details.cvc.trim() === '') errors.cvc = 'Enter the security code';
  else if (!new RegExp(`^\\d{${length}}$`).test(details.cvc.trim())) {
    errors.cvc =
      brand === 'amex'
        ? `${BRAND_NAMES.amex} codes are 4 digits, on the front`
        : 'The security code is the 3 digits on the back';
  }
  return errors;
}
