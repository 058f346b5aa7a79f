import { describe, expect, it } from 'vitest';
import {
  cvcLength,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  maskCardNumber,
} from './cardFormat';

describe('detectBrand', () => {
  it('recognises the issuer from the first digits', () => {
    expect(detectBrand('4242 4242')).toBe('visa');
    expect(detectBrand('5555')).toBe('mastercard');
    expect(detectBrand('2221 00')).toBe('mastercard');
    expect(detectBrand('3782')).toBe('amex');
    expect(detectBrand('6011')).toBe('unknown');
    expect(detectBrand('')).toBe('unknown');
  });

  it('asks for four security digits on American Express only', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });
});

describe('formatCardNumber', () => {
  it('groups digits in fours and drops anything that is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242-42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('groups American Express as 4-6-5 and stops at 15 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('37828')).toBe('3782 8');
  });

  it('stops other cards at 19 digits', () => {
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });
});

describe('formatExpiry', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('12/2899')).toBe('12/28');
  });

  it('pads a month that can only have one digit', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('427')).toBe('04/27');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiry('12/')).toBe('12');
  });
});

describe('maskCardNumber', () => {
  it('shows the last four digits only', () => {
    expect(maskCardNumber('4242 4242 4242 1881')).toBe('•••• 1881');
  });
});
