/**
 * The compose form's rules: reading the To field, checking the form before sending, and turning a
 * valid form into the message that lands in Sent.
 */
import type { Contact, Mail } from './data';

export interface ComposeDraft {
  to: string;
  subject: string;
  body: string;
}

export type ComposeField = keyof ComposeDraft;

export type ComposeErrors = Partial<Record<ComposeField, string>>;

/** The fields in the order they appear, which is the order errors are reported and focused in. */
export const COMPOSE_FIELDS: readonly ComposeField[] = ['to', 'subject', 'body'];

export const EMPTY_DRAFT: ComposeDraft = { to: '', subject: '', body: '' };

/** The addresses in a To field: split at commas, trimmed, empty entries (a trailing comma) dropped. */
export function splitRecipients(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Whether `address` looks like a deliverable e-mail address: one @, no spaces, a local part and a
 * domain of dot-separated labels, none of them empty, ending in a label of two letters or more.
 */
export function isValidEmail(address: string): boolean {
  const at = address.indexOf('@');
  if (at <= 0 || at !== address.lastIndexOf('@') || /\s/.test(address)) return false;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return false;
  if (
    labels.length < 2 ||
    labels.some((label) => !/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label))
  )
    return false;
  return /^[a-z]{2,}$/i.test(labels[labels.length - 1] ?? '');
}

/** What is wrong with a To field, or undefined when every address in it is valid. */
export function validateRecipients(value: string): string | undefined {
  const recipients = splitRecipients(value);
  if (recipients.length === 0) return 'Add at least one recipient.';
  const invalid = recipients.filter((address) => !isValidEmail(address));
  if (invalid.length === 1) return `“${invalid[0]}” is not a valid e-mail address.`;
  if (invalid.length > 1)
    return `These are not valid e-mail addresses: ${invalid.map((address) => `“${address}”`).join(', ')}.`;
  return undefined;
}

/** Every problem with the form, by field: recipients are required, and so is a subject or a message. */
export function validateCompose(draft: ComposeDraft): ComposeErrors {
  const errors: ComposeErrors = {};
  const to = validateRecipients(draft.to);
  if (to !== undefined) errors.to = to;
  if (draft.subject.trim() === '' && draft.body.trim() === '')
    errors.subject = 'Add a subject or write a message.';
  return errors;
}

/** The first field with an error, in the form's order: where focus goes after a refused send. */
export function firstInvalidField(errors: ComposeErrors): ComposeField | undefined {
  return COMPOSE_FIELDS.find((field) => errors[field] !== undefined);
}

/** Whether the form has no errors. */
export function isValid(errors: ComposeErrors): boolean {
  return firstInvalidField(errors) === undefined;
}

/**
 * The message a valid form sends, for the Sent folder: its recipients, its subject (or "(no
 * subject)"), its text split into paragraphs at blank lines, read and unstarred.
 */
export function toMail(
  draft: ComposeDraft,
  from: Contact,
  sentAt: string,
): Omit<Mail, 'id'> {
  return {
    folder: 'sent',
    from,
    to: splitRecipients(draft.to).map((email) => ({ email })),
    subject: draft.subject.trim() || '(no subject)',
    body: draft.body
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    sentAt,
    read: true,
    starred: false,
  };
}

/** A reply's starting form: to the sender, with the subject prefixed "Re:" once. */
export function replyDraft(mail: Mail): ComposeDraft {
  const subject = /^re:/i.test(mail.subject) ? mail.subject : `Re: ${mail.subject}`;
  return { to: mail.from.email, subject, body: '' };
}
