export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unknown: 'Card',
};

/** The digits of a card number as typed, without spaces or dashes. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The brand a card number belongs to, from its first digits (its issuer prefix). */
export function detectBrand(value: string): CardBrand {
  const digits = cardDigits(value);
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  return 'unknown';
}

export function maxCardLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : 19;
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** Groups the digits as printed on the card: 4-6-5 for American Express, fours otherwise. */
export function formatCardNumber(value: string): string {
  const brand = detectBrand(value);
  const digits = cardDigits(value).slice(0, maxCardLength(brand));
  if (brand === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)]
      .filter(Boolean)
      .join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Turns what was typed into `MM/YY`. A first digit above 1 can only start a single-digit month,
 * so it gets its leading zero straight away.
 */
export function formatExpiry(value: string): string {
  let digits = cardDigits(value).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** `•••• 4242`: enough of the number for the buyer to recognise the card. */
export function maskCardNumber(value: string): string {
  return `•••• ${cardDigits(value).slice(-4)}`;
}
