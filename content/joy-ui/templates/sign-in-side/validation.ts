// Rules of the Ridgeline sign-in form and its password-reset dialog. Pure functions, so the
// browser, a server and the unit tests all apply the same ones.

export const PASSWORD_MIN_LENGTH = 8;

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export type SignInField = 'email' | 'password';

/** The fields in form order: the first with an error gets focus. */
export const SIGN_IN_FIELDS: readonly SignInField[] = ['email', 'password'];

export type SignInErrors = Partial<Record<SignInField, string>>;

// One @, no spaces, and a domain with at least one dot and no empty part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (!EMAIL_PATTERN.test(email))
    return 'Enter an e-mail address like name@example.com.';
  return undefined;
}

/** Counts characters as a person does, so an emoji is one. Spaces count: they are part of a password. */
export function validatePassword(value: string): string | undefined {
  if (value === '') return 'Enter your password.';
  const length = Array.from(value).length;
  if (length < PASSWORD_MIN_LENGTH) {
    return `Passwords have at least ${PASSWORD_MIN_LENGTH} characters; this one has ${length}.`;
  }
  return undefined;
}

/** One message per field that fails; a valid form gives `{}`. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = validateEmail(values.email);
  const password = validatePassword(values.password);
  if (email !== undefined) errors.email = email;
  if (password !== undefined) errors.password = password;
  return errors;
}

export function firstInvalidField(errors: SignInErrors): SignInField | undefined {
  return SIGN_IN_FIELDS.find((field) => errors[field] !== undefined);
}

/** What the page says after a valid sign-in; there is no server, so it never claims more. */
export function signedInMessage(values: SignInValues): string {
  const kept = values.remember
    ? 'This browser will remember you for 30 days.'
    : 'You will be signed out when you close this browser.';
  return `Signed in as ${values.email.trim()}. ${kept}`;
}

/** What the page says after a reset link is requested, without telling whether the account exists. */
export function resetRequestedMessage(email: string): string {
  return `If ${email.trim()} has a Ridgeline account, a link to choose a new password is on its way.`;
}
