/**
 * The page's code preferences as a tiny external store over `<html data-code-variant
 * data-code-styling>` (set before paint by `installCodePreferences`). Changing a preference in one
 * demo updates the attribute, which the CSS of every demo follows, writes the one-year cookie and
 * tells every subscribed demo toolbar.
 */
import {
  CODE_STYLING_COOKIE,
  CODE_STYLINGS,
  CODE_VARIANT_COOKIE,
  CODE_VARIANTS,
  DEFAULT_CODE_STYLING,
  DEFAULT_CODE_VARIANT,
  preferenceCookie,
  STYLING_BY_ID,
  STYLING_IDS,
  type CodePreferences,
  type CodeStyling,
  type CodeVariant,
  type StylingId,
} from './codePreferences';

const listeners = new Set<() => void>();
let snapshot: CodePreferences | null = null;

export const SERVER_PREFERENCES: CodePreferences = { codeVariant: DEFAULT_CODE_VARIANT, codeStyling: DEFAULT_CODE_STYLING };

function read(): CodePreferences {
  const root = document.documentElement;
  const variant = root.getAttribute('data-code-variant') as CodeVariant | null;
  const stylingId = root.getAttribute('data-code-styling') as StylingId | null;
  const styling = stylingId ? STYLING_BY_ID[stylingId] : undefined;
  return {
    codeVariant: variant && CODE_VARIANTS.includes(variant) ? variant : DEFAULT_CODE_VARIANT,
    codeStyling: styling && CODE_STYLINGS.includes(styling) ? styling : DEFAULT_CODE_STYLING,
  };
}

export function getPreferences(): CodePreferences {
  const current = read();
  if (!snapshot || snapshot.codeVariant !== current.codeVariant || snapshot.codeStyling !== current.codeStyling) snapshot = current;
  return snapshot;
}

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

/** `persist: false` applies a choice to this visit only (a demo link's hash). */
export function setCodeVariant(codeVariant: CodeVariant, { persist = true } = {}) {
  document.documentElement.setAttribute('data-code-variant', codeVariant);
  if (persist) document.cookie = preferenceCookie(CODE_VARIANT_COOKIE, codeVariant);
  notify();
}

export function setCodeStyling(codeStyling: CodeStyling, { persist = true } = {}) {
  document.documentElement.setAttribute('data-code-styling', STYLING_IDS[codeStyling]);
  if (persist) document.cookie = preferenceCookie(CODE_STYLING_COOKIE, codeStyling);
  notify();
}
