// Rules of the profile form: validation, the bio's character count, the dirty check, and what
// Save and Cancel do to the form's state. Pure functions, so the page only dispatches and renders.

import type { ProfileValues } from './data';

export const BIO_LIMIT = 275;
export const NAME_MAX_LENGTH = 80;

/** The fields that can be wrong, in the order they appear on the form. */
export const CHECKED_FIELDS = ['name', 'email', 'bio'] as const;

export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type ProfileErrors = Partial<Record<CheckedField, string>>;

/** Characters as a reader counts them: an emoji or an accented letter typed as one is one. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** "123 / 275 characters". */
export function bioCountLabel(bio: string, limit: number = BIO_LIMIT): string {
  return `${characterCount(bio)} / ${limit} characters`;
}

// One @, no spaces, and a domain with at least one dot and no empty part.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function validateName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter your name.';
  if (characterCount(trimmed) > NAME_MAX_LENGTH)
    return `Use at most ${NAME_MAX_LENGTH} characters.`;
  return undefined;
}

export function validateEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'Enter your e-mail address.';
  if (!EMAIL_PATTERN.test(trimmed))
    return 'Enter an e-mail address like name@example.com.';
  return undefined;
}

export function validateBio(
  bio: string,
  limit: number = BIO_LIMIT,
): string | undefined {
  const over = characterCount(bio.trim()) - limit;
  if (over > 0) return `Shorten your bio to ${limit} characters (${over} over).`;
  return undefined;
}

/** One message per field that fails its rule; valid fields have no entry. */
export function validateProfile(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const found: Record<CheckedField, string | undefined> = {
    name: validateName(values.name),
    email: validateEmail(values.email),
    bio: validateBio(values.bio),
  };
  for (const field of CHECKED_FIELDS) {
    const message = found[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/** The first field, in form order, that has an error: where focus goes after a failed save. */
export function firstInvalidField(errors: ProfileErrors): CheckedField | undefined {
  return CHECKED_FIELDS.find((field) => errors[field] !== undefined);
}

/** The values as they are saved: text fields without the spaces around them. */
export function normalizeProfile(values: ProfileValues): ProfileValues {
  return {
    ...values,
    name: values.name.trim(),
    email: values.email.trim(),
    role: values.role.trim(),
    bio: values.bio.trim(),
  };
}

/** Whether saving `draft` would change anything (spaces around the text do not count). */
export function isDirty(saved: ProfileValues, draft: ProfileValues): boolean {
  const next = normalizeProfile(draft);
  return (Object.keys(saved) as (keyof ProfileValues)[]).some(
    (key) => saved[key] !== next[key],
  );
}

/** Up to two letters for the initials photo: "Elena Petrova" → "EP". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letter = (word: string | undefined) => Array.from(word ?? '')[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : '';
  return (letter(words[0]) + letter(last)).toLocaleUpperCase('en');
}

export interface ProfileFormState {
  /** What was last saved; Cancel returns here. */
  saved: ProfileValues;
  /** What the form shows. */
  draft: ProfileValues;
  errors: ProfileErrors;
  /** Once a save has failed, errors follow each edit until the form is valid or reset. */
  showErrors: boolean;
  /** The last outcome to announce. */
  status: 'idle' | 'saved' | 'discarded';
}

export type ProfileAction =
  | { type: 'edit'; field: keyof ProfileValues; value: string }
  | { type: 'save' }
  | { type: 'cancel' };

export function initialFormState(saved: ProfileValues): ProfileFormState {
  return { saved, draft: saved, errors: {}, showErrors: false, status: 'idle' };
}

/**
 * Edit changes the draft (and re-checks it once errors are showing); Save keeps a valid draft as
 * the saved profile or shows its errors; Cancel puts the last saved values back.
 */
export function profileReducer(
  state: ProfileFormState,
  action: ProfileAction,
): ProfileFormState {
  switch (action.type) {
    case 'edit': {
      const draft = { ...state.draft, [action.field]: action.value };
      const errors = state.showErrors ? validateProfile(draft) : {};
      return { ...state, draft, errors, status: 'idle' };
    }
    case 'save': {
      const errors = validateProfile(state.draft);
      if (firstInvalidField(errors) !== undefined) {
        return { ...state, errors, showErrors: true, status: 'idle' };
      }
      const saved = normalizeProfile(state.draft);
      return { saved, draft: saved, errors: {}, showErrors: false, status: 'saved' };
    }
    case 'cancel':
      return { ...initialFormState(state.saved), status: 'discarded' };
  }
}
