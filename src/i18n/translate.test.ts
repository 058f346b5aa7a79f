import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from './languages/en';
import { createTranslator, t, translate as siteTranslate, type Translate } from './translate';
import type { LanguageTranslations } from './translations';

const xx = { 'copy.copy': 'Kopieren', 'copy.copyCode': '{what} kopieren', 'copy.copied': '' } satisfies LanguageTranslations;

let translate: Translate;
beforeEach(() => {
  // A fresh translator per test: each starts with no warnings remembered.
  translate = createTranslator({ en, xx });
});

describe('t', () => {
  it('returns the English string and fills placeholders', () => {
    expect(t('copy.copy')).toBe('Copy');
    expect(t('copy.copyCode', { what: 'bash code' })).toBe('Copy bash code');
  });

  it('leaves an unknown placeholder visible rather than dropping it', () => {
    expect(t('nav.sidebar')).toBe('{section} pages');
  });

  it('never warns, since English has every key', () => {
    const warn = vi.spyOn(console, 'warn');
    t('settings.comfortable');
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('translate', () => {
  it('returns the string of the language, with placeholders filled', () => {
    const warn = vi.spyOn(console, 'warn');
    expect(translate('xx', 'copy.copy')).toBe('Kopieren');
    expect(translate('xx', 'copy.copyCode', { what: 'Code' })).toBe('Code kopieren');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to English and fills its placeholders when the language lacks the key', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('xx', 'copy.copiedCode', { what: 'code' })).toBe('Copied code');
  });

  it('treats an empty string as missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate('xx', 'copy.copied')).toBe('Copied');
    expect(warn).toHaveBeenCalledWith('Missing translation for xx:copy.copied');
  });

  it('warns once per language and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    translate('xx', 'nav.next');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Missing translation for xx:nav.next');
    translate('xx', 'nav.next');
    expect(warn).toHaveBeenCalledTimes(1);
    translate('xx', 'nav.previous');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith('Missing translation for xx:nav.previous');
  });

  it('forgets the warnings in a new translator', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    translate('xx', 'nav.next');
    createTranslator({ en, xx })('xx', 'nav.next');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it.each(['zz', 'constructor', ''])('logs an error and shows an ellipsis for the missing language %j', (language) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn');
    expect(translate(language, 'copy.copy', { what: 'x' })).toBe('…');
    expect(error).toHaveBeenCalledWith(`Missing language: ${language}.`);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the shipped languages by default', () => {
    expect(siteTranslate('en', 'settings.toggle')).toBe('Toggle settings');
  });
});
