/** Looks up the site's chrome strings in a language, falling back to English (SPEC §8). */
import { fillPlaceholders, type PlaceholderValues } from './placeholders';
import { DEFAULT_LANGUAGE, type TranslationKey, type TranslationRegistry, translations } from './translations';

export type { TranslationKey } from './translations';

/** Returns the string of `key` in `language`, with placeholders filled. */
export type Translate = (language: string, key: TranslationKey, values?: PlaceholderValues) => string;

/**
 * Creates a translator over `registry` with its own warn-once memory, so each test can start
 * clean by creating a new one. `language` is a plain string because it comes from outside the
 * type system (a URL prefix, a stored preference) and must be checked at run time.
 */
export function createTranslator(registry: TranslationRegistry = translations): Translate {
  const warned = new Set<string>();
  return function translate(language, key, values = {}) {
    // hasOwn: a language code such as "constructor" must not find Object.prototype's members.
    const wordings = Object.hasOwn(registry, language) ? registry[language] : undefined;
    if (!wordings) {
      console.error(`Missing language: ${language}.`);
      return '…';
    }
    const text = wordings[key];
    // An empty string counts as missing: translation tools export untranslated entries that way.
    if (text) return fillPlaceholders(text, values);
    const fullKey = `${language}:${key}`;
    if (!warned.has(fullKey)) {
      warned.add(fullKey);
      console.warn(`Missing translation for ${fullKey}`);
    }
    return fillPlaceholders(registry.en[key], values);
  };
}

/** The site's translator over the shipped languages; it warns once per language and key for the whole process. */
export const translate: Translate = createTranslator();

/** The English string of a key, with `{name}` placeholders filled from `values`. */
export function t(key: TranslationKey, values: PlaceholderValues = {}): string {
  return translate(DEFAULT_LANGUAGE, key, values);
}
