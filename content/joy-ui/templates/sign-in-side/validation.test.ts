import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  firstInvalidField,
  resetRequestedMessage,
  signedInMessage,
  validateEmail,
  validatePassword,
  validateSignIn,
} from './validation';

describe('validateEmail', () => {
  it.each([
    ['', 'Enter your e-mail address.'],
    ['   ', 'Enter your e-mail address.'],
    ['ada', 'Enter an e-mail address like name@example.com.'],
    ['ada.example.com', 'Enter an e-mail address like name@example.com.'],
    ['ada@example', 'Enter an e-mail address like name@example.com.'],
    ['ada@.com', 'Enter an e-mail address like name@example.com.'],
    ['ada@example.', 'Enter an e-mail address like name@example.com.'],
    ['a da@example.com', 'Enter an e-mail address like name@example.com.'],
    ['ada@example.com', undefined],
    [' ada+trips@mail.example.org ', undefined],
  ])('%j → %j', (email, message) => {
    expect(validateEmail(email)).toBe(message);
  });
});

describe('validatePassword', () => {
  it('asks for a password when there is none', () => {
    expect(validatePassword('')).toBe('Enter your password.');
  });

  it(`needs ${PASSWORD_MIN_LENGTH} characters and says how many there are`, () => {
    expect(validatePassword('short')).toBe(
      'Passwords have at least 8 characters; this one has 5.',
    );
    expect(validatePassword('1234567')).toBe(
      'Passwords have at least 8 characters; this one has 7.',
    );
    expect(validatePassword('12345678')).toBeUndefined();
  });

  it('counts an emoji as one character and keeps spaces', () => {
    expect(validatePassword('🙂🙂🙂🙂🙂🙂🙂')).toMatch(/this one has 7/);
    expect(validatePassword('        ')).toBeUndefined();
  });
});

describe('validateSignIn and firstInvalidField', () => {
  it('accepts a complete form', () => {
    const errors = validateSignIn({
      email: 'ada@example.com',
      password: 'lovelace1815',
      remember: false,
    });
    expect(errors).toEqual({});
    expect(firstInvalidField(errors)).toBeUndefined();
  });

  it('reports both fields of an empty form, e-mail first', () => {
    const errors = validateSignIn({ email: '', password: '', remember: true });
    expect(errors).toEqual({
      email: 'Enter your e-mail address.',
      password: 'Enter your password.',
    });
    expect(firstInvalidField(errors)).toBe('email');
  });

  it('points at the password when only it is wrong', () => {
    const errors = validateSignIn({
      email: 'ada@example.com',
      password: 'abc',
      remember: false,
    });
    expect(Object.keys(errors)).toEqual(['password']);
    expect(firstInvalidField(errors)).toBe('password');
  });
});

describe('messages', () => {
  it('names the account and what "remember me" does', () => {
    expect(
      signedInMessage({ email: ' ada@example.com ', password: 'x', remember: true }),
    ).toBe(
      'Signed in as ada@example.com. This browser will remember you for 30 days.',
    );
    expect(
      signedInMessage({ email: 'ada@example.com', password: 'x', remember: false }),
    ).toMatch(/signed out when you close/);
  });

  it('never repeats the password', () => {
    expect(
      signedInMessage({
        email: 'ada@example.com',
        password: 'secret-pass',
        remember: true,
      }),
    ).not.toContain('secret-pass');
  });

  it('does not say whether an account exists', () => {
    expect(resetRequestedMessage('grace@example.com ')).toBe(
      'If grace@example.com has a Ridgeline account, a link to choose a new password is on its way.',
    );
  });
});
