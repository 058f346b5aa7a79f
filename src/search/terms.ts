/**
 * How text becomes search terms, the same at index and query time: lower case, stop words dropped,
 * and identifiers also split at camelCase humps so `disableRipple` is found by `ripple` and `TextField`
 * by `text field`.
 */

// Words that carry no meaning in a docs question ("how do I use a dialog": every page is about using
// something; a hook's name keeps its whole word, `usemediaquery`), plus `mui`, which every
// page and every class name (`.MuiButton-root`) contains; dropped on both sides.
const STOP_WORDS = new Set(['a', 'an', 'and', 'are', 'can', 'do', 'does', 'for', 'how', 'i', 'in', 'is', 'it', 'mui', 'my', 'of', 'on', 'or', 'the', 'to', 'use', 'what', 'when', 'where', 'which', 'why', 'with']);

// British spellings in prose (the guides say "colours") meet American ones in props (`color`).
const SPELLINGS: readonly [RegExp, string][] = [
  [/colour/g, 'color'],
  [/behaviour/g, 'behavior'],
  [/customis/g, 'customiz'],
  [/centre/g, 'center'],
  [/initialis/g, 'initializ'],
];

/** One spelling for words that English spells two ways (`colours` → `colors`). */
function normalizeSpelling(term: string): string {
  return SPELLINGS.reduce((word, [british, american]) => word.replace(british, american), term);
}

/** `disableRipple` → `['disable', 'ripple']`, `MUIButton` → `['mui', 'button']`; [] for a word without humps. */
export function camelCaseParts(word: string): string[] {
  const parts = word.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  return parts.length > 1 ? parts.map((part) => part.toLowerCase()) : [];
}

// Suffixes whose stem a reader types as a word of its own: `install` for "Installation", `load` for
// "Loading", `button` for "buttons". Applied at index time only, so a query keeps its exact word.
const SUFFIXES: readonly [RegExp, number][] = [
  [/ations?$/, 5],
  [/ing$/, 4],
  [/(?<!s)s$/, 4],
];

/** The stem a reader may type for a word (`installation` → `install`), or null when it has none. */
export function stem(word: string): string | null {
  for (const [suffix, minimum] of SUFFIXES) {
    const stemmed = word.replace(suffix, '');
    if (stemmed !== word) return stemmed.length >= minimum ? stemmed : null;
  }
  return null;
}

/** Terms indexed for one token: the whole word (lower case), its stem and its camelCase parts; null for a stop word. */
export function indexTerms(token: string): string[] | null {
  const lower = normalizeSpelling(token.toLowerCase());
  if (lower === '' || STOP_WORDS.has(lower)) return null;
  const parts = camelCaseParts(token).filter((part) => part.length > 1 && !STOP_WORDS.has(part));
  const stemmed = /^[a-z]+$/.test(lower) ? stem(lower) : null;
  return [lower, ...(stemmed ? [stemmed] : []), ...parts];
}

/** The term searched for one query token: lower case, or null for a stop word. */
export function queryTerm(token: string): string | null {
  const lower = normalizeSpelling(token.toLowerCase());
  return lower === '' || STOP_WORDS.has(lower) ? null : lower;
}
