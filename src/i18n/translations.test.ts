import { describe, expect, it } from 'vitest';
import en from './languages/en';
import { DEFAULT_LANGUAGE, type LanguageTranslations, type TranslationRegistry, translations } from './translations';

/** Keys a registry's non-English languages use that English does not have, as `lang:key`. */
function unknownKeys(registry: TranslationRegistry): string[] {
  return Object.entries(registry)
    .filter(([language]) => language !== 'en')
    .flatMap(([language, wordings]) => Object.keys(wordings).filter((key) => !Object.hasOwn(registry.en, key)).map((key) => `${language}:${key}`));
}

describe('translations', () => {
  it('uses only keys that English has, in every language', () => {
    expect(unknownKeys(translations)).toEqual([]);
  });

  it('would name a key English lacks', () => {
    const stray = { 'copy.copy': 'Kopieren', 'copy.paste': 'Einfügen' } as LanguageTranslations;
    expect(unknownKeys({ en, xx: stray })).toEqual(['xx:copy.paste']);
  });

  it('rejects a key English lacks at compile time', () => {
    // @ts-expect-error -- 'copy.paste' is not an English key; a language file written this way does not compile.
    const stray = { 'copy.paste': 'Einfügen' } satisfies LanguageTranslations;
    expect(stray).toBeDefined();
  });

  it('has English, in full, as the default language', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(Object.values(translations.en).every((text) => text.length > 0)).toBe(true);
  });
});
