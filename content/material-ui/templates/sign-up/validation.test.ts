import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  describePasswordReset,
  describeProvider,
  describeSignIn,
  describeSignUp,
  isValid,
  missingPasswordParts,
  validateEmail,
  validateName,
  validatePassword,
  validateSignIn,
  validateSignUp,
} from './validation';

describe('validateEmail', () => {
  it('asks for an address when the field is empty or blank', () => {
    expect(validateEmail('')).toBe('Enter your e-mail address.');
    expect(validateEmail('   ')).toBe('Enter your e-mail address.');
  });

  it('accepts ordinary addresses, ignoring surrounding spaces', () => {
    expect(validateEmail('ada@example.com')).toBeUndefined();
    expect(validateEmail('  ada.lovelace+fern@mail.example.co.uk ')).toBeUndefined();
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@@example.com',
    'ada lovelace@example.com',
    'ada@example..com',
    'ada@.example.com',
    'ada@example.com.',
  ])('rejects %j', (value) => {
    expect(validateEmail(value)).toBe(
      'Enter an e-mail address in the form name@example.com.',
    );
  });
});

describe('password rule', () => {
  it('states the rule the validator enforces', () => {
    expect(PASSWORD_HINT).toBe(
      'At least 8 characters, with at least one letter and one digit.',
    );
  });

  it('asks for a password when empty', () => {
    expect(validatePassword('')).toBe('Enter a password.');
  });

  it('lists every missing part, in the order of the hint', () => {
    expect(missingPasswordParts('!')).toEqual([
      'at least 8 characters',
      'a letter',
      'a digit',
    ]);
    expect(validatePassword('abc')).toBe(
      'Still needed: at least 8 characters, a digit.',
    );
    expect(validatePassword('12345678')).toBe('Still needed: a letter.');
    expect(validatePassword('password')).toBe('Still needed: a digit.');
  });

  it('accepts exactly 8 characters with a letter and a digit', () => {
    expect(validatePassword('fernway1')).toBeUndefined();
    expect(validatePassword('fernwa1')).toBe('Still needed: at least 8 characters.');
  });

  it('counts letters of any script and characters rather than code units', () => {
    expect(validatePassword('пароль12')).toBeUndefined();
    // Seven characters, one of them an emoji made of two UTF-16 units: still too short.
    expect(validatePassword('abc123🌿')).toBe(
      'Still needed: at least 8 characters.',
    );
  });
});

describe('validateName', () => {
  it('needs a name that is not only spaces', () => {
    expect(validateName('  ')).toBe('Enter your name.');
    expect(validateName('Ada Lovelace')).toBeUndefined();
  });

  it('caps the length at 100 characters', () => {
    expect(validateName('a'.repeat(100))).toBeUndefined();
    expect(validateName('a'.repeat(101))).toBe('Use at most 100 characters.');
  });
});

describe('form validation', () => {
  it('reports only the fields that fail on sign-in', () => {
    const errors = validateSignIn({
      email: 'ada@example.com',
      password: 'short',
      remember: false,
    });
    expect(errors).toEqual({
      password: 'Still needed: at least 8 characters, a digit.',
    });
    expect(isValid(errors)).toBe(false);
    expect(
      isValid(
        validateSignIn({
          email: 'ada@example.com',
          password: 'fernway1',
          remember: true,
        }),
      ),
    ).toBe(true);
  });

  it('requires the terms on sign-up but not product updates', () => {
    const values = {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'fernway1',
      acceptTerms: false,
      productUpdates: false,
    };
    expect(validateSignUp(values)).toEqual({
      acceptTerms: 'Accept the terms to create an account.',
    });
    expect(validateSignUp({ ...values, acceptTerms: true })).toEqual({});
  });

  it('reports every field of an empty sign-up form', () => {
    const errors = validateSignUp({
      name: '',
      email: '',
      password: '',
      acceptTerms: false,
      productUpdates: true,
    });
    expect(Object.keys(errors)).toEqual([
      'name',
      'email',
      'password',
      'acceptTerms',
    ]);
  });
});

describe('submission summaries', () => {
  const password = 'secret-fern-42';

  it('says what sign-in would send without the password', () => {
    const text = describeSignIn({
      email: ' ada@example.com ',
      password,
      remember: true,
    });
    expect(text).toContain('ada@example.com,');
    expect(text).toContain('remember me: yes');
    expect(text).not.toContain(password);
  });

  it('says what sign-up would send without the password', () => {
    const text = describeSignUp({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password,
      acceptTerms: true,
      productUpdates: false,
    });
    expect(text).toContain('Ada Lovelace');
    expect(text).toContain('product updates: no');
    expect(text).not.toContain(password);
  });

  it('names the address for a reset and the provider for a provider button', () => {
    expect(describePasswordReset(' ada@example.com')).toContain(
      'If ada@example.com belongs',
    );
    expect(describeProvider('Microsoft', 'sign-up')).toContain(
      "Microsoft's own page",
    );
    expect(describeProvider('Google', 'sign-in')).toContain(
      'back to Fernway signed in',
    );
  });
});
