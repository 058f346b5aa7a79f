/** Longest address SMTP can deliver to (RFC 5321: a 256-octet path minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/i;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const TOP_LEVEL_DOMAIN = /^[a-z]{2,63}$/i;

/**
 * Checks an address typed into the sign-up field. Returns the message to show under the field, or
 * `null` when the address looks deliverable. Deliberately stricter than the RFC (no quoted local
 * parts, no IP-literal domains): a work address never needs them and a typo usually matches them.
 */
export function validateEmail(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'Enter your work email address.';
  if (value.length > MAX_EMAIL_LENGTH)
    return 'That address is too long to be valid.';

  const at = value.indexOf('@');
  if (at === -1 || at !== value.lastIndexOf('@')) {
    return 'Enter an address like name@company.com.';
  }
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);

  if (
    local === '' ||
    local.length > MAX_LOCAL_LENGTH ||
    !LOCAL_PART.test(local) ||
    local.startsWith('.') ||
    local.endsWith('.') ||
    local.includes('..')
  ) {
    return 'Check the part before the @.';
  }

  const labels = domain.split('.');
  const topLevel = labels[labels.length - 1] ?? '';
  if (
    labels.length < 2 ||
    !labels.every((label) => DOMAIN_LABEL.test(label)) ||
    !TOP_LEVEL_DOMAIN.test(topLevel)
  ) {
    return 'Check the domain after the @ (for example company.com).';
  }
  return null;
}
