// Form rules for the Fernway sign-in and sign-up pages. Pure functions, so they run the same in the
// browser, on a server and in unit tests. The sign-in, sign-in-side and sign-up folders each carry an
// identical copy of this file: change the rules in all three or in none.

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;

/** Shown under every password field, so the rules are known before the first try. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with at least one letter and one digit.`;

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  acceptTerms: boolean;
  productUpdates: boolean;
}

/** One message per field that fails its rule; a field with no entry is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

// One @, no spaces, and a domain of at least two dot-separated labels with no empty label.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (!EMAIL_PATTERN.test(email))
    return 'Enter an e-mail address in the form name@example.com.';
  return undefined;
}

/** The parts of the password rule that `value` does not meet yet, in the order the hint names them. */
export function missingPasswordParts(value: string): string[] {
  const missing: string[] = [];
  // Count characters, not UTF-16 units, so an emoji is one character.
  if ([...value].length < PASSWORD_MIN_LENGTH)
    missing.push(`at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!LETTER.test(value)) missing.push('a letter');
  if (!DIGIT.test(value)) missing.push('a digit');
  return missing;
}

export function validatePassword(value: string): string | undefined {
  if (value === '') return 'Enter a password.';
  const missing = missingPasswordParts(value);
  if (missing.length === 0) return undefined;
  return `Still needed: ${missing.join(', ')}.`;
}

export function validateName(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return 'Enter your name.';
  if ([...name].length > NAME_MAX_LENGTH)
    return `Use at most ${NAME_MAX_LENGTH} characters.`;
  return undefined;
}

function withoutEmpty<Values>(errors: FieldErrors<Values>): FieldErrors<Values> {
  const result: FieldErrors<Values> = {};
  for (const key of Object.keys(errors) as (keyof Values)[]) {
    if (errors[key] !== undefined) result[key] = errors[key];
  }
  return result;
}

export function validateSignIn(values: SignInValues): FieldErrors<SignInValues> {
  return withoutEmpty<SignInValues>({
    email: validateEmail(values.email),
    password: validatePassword(values.password),
  });
}

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpValues> {
  return withoutEmpty<SignUpValues>({
    name: validateName(values.name),
    email: validateEmail(values.email),
    password: validatePassword(values.password),
    acceptTerms: values.acceptTerms
      ? undefined
      : 'Accept the terms to create an account.',
  });
}

export function isValid<Values>(errors: FieldErrors<Values>): boolean {
  return Object.keys(errors).length === 0;
}

// What a submit would send. There is no server here, so the page says it instead, and never
// repeats the password on screen.

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function describeSignIn(values: SignInValues): string {
  return `Signed in (demo). A server would receive your e-mail ${values.email.trim()}, remember me: ${yesNo(values.remember)}, and your password over HTTPS. Nothing was sent.`;
}

export function describeSignUp(values: SignUpValues): string {
  return `Account created (demo). A server would receive your name ${values.name.trim()}, your e-mail ${values.email.trim()}, terms accepted: ${yesNo(values.acceptTerms)}, product updates: ${yesNo(values.productUpdates)}, and your password over HTTPS. Nothing was sent.`;
}

export function describePasswordReset(email: string): string {
  return `If ${email.trim()} belongs to a Fernway account, a link to choose a new password would go there now; it works for one hour. This demo sends nothing.`;
}

export type Provider = 'Google' | 'Microsoft';

export function describeProvider(
  provider: Provider,
  mode: 'sign-in' | 'sign-up',
): string {
  const result = mode === 'sign-in' ? 'signed in' : 'with a new account';
  return `In your app, this button would open ${provider}'s own page to choose an account, then bring you back to Fernway ${result}. ${provider} never shares your password with Fernway. This demo goes nowhere.`;
}
