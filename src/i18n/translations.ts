/**
 * The registry of languages. English is the source of truth; every other language translates a
 * subset of its keys and falls back to English for the rest.
 *
 * Adding a language is one new file plus one line here:
 *   1. `languages/xx.ts`: `const xx = { 'copy.copy': '…' } satisfies LanguageTranslations; export default xx;`
 *      (`satisfies` rejects a key English does not have, at compile time);
 *   2. `import xx from './languages/xx';` and `xx,` in `translations` below.
 */
import en from './languages/en';

/** A key of the site's chrome strings, e.g. `'copy.copy'`. */
export type TranslationKey = keyof typeof en;

/** Every string of the chrome, as English has them. */
export type Translations = { readonly [Key in TranslationKey]: string };

/** The strings of a non-English language: any subset of English's keys. */
export type LanguageTranslations = Partial<Translations>;

/** A set of languages a translator can read: English in full, the others partial. */
export type TranslationRegistry = { readonly en: Translations } & { readonly [language: string]: LanguageTranslations };

/** The languages the site ships, by code. */
export const translations = {
  en,
} as const satisfies TranslationRegistry;

/** The code of a language the site ships, e.g. `'en'`. */
export type LanguageCode = keyof typeof translations;

/** The language pages use unless told otherwise (SPEC §9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
