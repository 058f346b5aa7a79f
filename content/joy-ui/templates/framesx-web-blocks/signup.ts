// Rules for the waitlist form in HeroWithForm: what counts as an e-mail address, that consent is
// given, and what the page says once the form is accepted.

export interface SignupValues {
  email: string;
  consent: boolean;
}

/** One message per field that fails; a field with no entry is fine. */
export type SignupErrors = Partial<Record<keyof SignupValues, string>>;

// The longest address SMTP carries (RFC 5321: 254 characters in a forward path).
export const EMAIL_MAX_LENGTH = 254;

// One @, nothing blank, and a domain of at least two non-empty labels ("name@example.com").
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The e-mail field's message, or undefined when the address will do. */
export function validateEmail(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return 'Enter your e-mail address.';
  if (email.length > EMAIL_MAX_LENGTH)
    return `Use an address of at most ${EMAIL_MAX_LENGTH} characters.`;
  if (!EMAIL_PATTERN.test(email))
    return 'Enter an e-mail address in the form name@example.com.';
  return undefined;
}

/** Every field's message, in the order the fields appear; empty when the form can be sent. */
export function validateSignup(values: SignupValues): SignupErrors {
  const errors: SignupErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.consent)
    errors.consent = 'Tick the box so we may e-mail your invitation.';
  return errors;
}

/** The first field with an error, the one to focus; undefined when there is none. */
export function firstInvalidField(
  errors: SignupErrors,
): keyof SignupValues | undefined {
  const order: readonly (keyof SignupValues)[] = ['email', 'consent'];
  return order.find((field) => errors[field] !== undefined);
}

/** The status line after an accepted form. Nothing is sent: the page says what a server would get. */
export function describeSignup(values: SignupValues): string {
  return `You are on the list. We would write to ${values.email.trim()} when a place opens (demo: nothing was sent).`;
}
