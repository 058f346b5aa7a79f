import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  describeSignup,
  firstInvalidField,
  validateEmail,
  validateSignup,
} from './signup';

describe('validateEmail', () => {
  it.each([
    ['', 'Enter your e-mail address.'],
    ['   ', 'Enter your e-mail address.'],
    ['ada.example.com', 'Enter an e-mail address in the form name@example.com.'],
    ['ada@example', 'Enter an e-mail address in the form name@example.com.'],
    ['ada@@example.com', 'Enter an e-mail address in the form name@example.com.'],
    ['ada @example.com', 'Enter an e-mail address in the form name@example.com.'],
    ['ada@example..com', 'Enter an e-mail address in the form name@example.com.'],
  ])('refuses %j', (value, message) => {
    expect(validateEmail(value)).toBe(message);
  });

  it.each([
    'ada@example.com',
    '  grace.hopper@navy.example.org  ',
    'o+tag@mail.co.uk',
  ])('accepts %j', (value) => {
    expect(validateEmail(value)).toBeUndefined();
  });

  it('refuses an address longer than SMTP carries', () => {
    const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length + 1);
    expect(validateEmail(`${local}@example.com`)).toBe(
      `Use an address of at most ${EMAIL_MAX_LENGTH} characters.`,
    );
    expect(validateEmail(`${local.slice(1)}@example.com`)).toBeUndefined();
  });
});

describe('validateSignup', () => {
  it('reports every failing field, and nothing for a good form', () => {
    expect(validateSignup({ email: '', consent: false })).toEqual({
      email: 'Enter your e-mail address.',
      consent: 'Tick the box so we may e-mail your invitation.',
    });
    expect(validateSignup({ email: 'ada@example.com', consent: false })).toEqual({
      consent: 'Tick the box so we may e-mail your invitation.',
    });
    expect(validateSignup({ email: 'ada@example.com', consent: true })).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('picks the first field in form order', () => {
    expect(firstInvalidField({ consent: 'x', email: 'y' })).toBe('email');
    expect(firstInvalidField({ consent: 'x' })).toBe('consent');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('describeSignup', () => {
  it('names the trimmed address and says nothing was sent', () => {
    expect(describeSignup({ email: ' ada@example.com ', consent: true })).toBe(
      'You are on the list. We would write to ada@example.com when a place opens (demo: nothing was sent).',
    );
  });
});
