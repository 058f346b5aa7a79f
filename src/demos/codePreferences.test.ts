// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_PREFERENCE_MAX_AGE,
  codePreferencesScript,
  demoHash,
  installCodePreferences,
  CODE_PREFERENCES_OPTIONS,
  parseDemoHash,
  preferenceCookie,
} from './codePreferences';

describe('demo hash', () => {
  it.each([
    ['#BasicButtons.js', { demo: 'BasicButtons', codeVariant: 'JS' }],
    ['#BasicButtons.tsx', { demo: 'BasicButtons', codeVariant: 'TS' }],
    ['BasicButtons.tsx', { demo: 'BasicButtons', codeVariant: 'TS' }],
    ['#tailwind-BasicSlider.tsx', { demo: 'BasicSlider', codeVariant: 'TS', codeStyling: 'Tailwind' }],
    ['#css-BasicSwitch.js', { demo: 'BasicSwitch', codeVariant: 'JS', codeStyling: 'CSS' }],
    ['#system-BasicSwitch.js', { demo: 'BasicSwitch', codeVariant: 'JS', codeStyling: 'MUI System' }],
  ])('%s', (hash, expected) => {
    expect(parseDemoHash(hash)).toEqual(expected);
  });

  it.each(['', '#', '#variants', '#BasicButtons', '#BasicButtons.ts', '#BasicButtons.jsx', '#BasicButtons.js.map', '#sass-X.tsx', '#1abc.js'])(
    'ignores %j',
    (hash) => {
      expect(parseDemoHash(hash)).toBeNull();
    },
  );

  it('builds the hash it parses', () => {
    expect(demoHash('BasicButtons', 'JS')).toBe('#BasicButtons.js');
    expect(demoHash('BasicSlider', 'TS', 'Tailwind')).toBe('#tailwind-BasicSlider.tsx');
    expect(parseDemoHash(demoHash('X', 'JS', 'CSS'))).toEqual({ demo: 'X', codeVariant: 'JS', codeStyling: 'CSS' });
  });
});

describe('cookies', () => {
  it('writes a one-year, site-wide cookie', () => {
    expect(CODE_PREFERENCE_MAX_AGE).toBe(31536000);
    expect(preferenceCookie('codeVariant', 'JS')).toBe('codeVariant=JS; path=/; max-age=31536000; samesite=lax');
    expect(preferenceCookie('codeStyling', 'MUI System')).toBe('codeStyling=MUI%20System; path=/; max-age=31536000; samesite=lax');
  });

});

describe('pre-paint script', () => {
  afterEach(() => {
    for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0]!.trim()}=; max-age=0; path=/`;
    window.location.hash = '';
  });

  const attributes = () => [document.documentElement.getAttribute('data-code-variant'), document.documentElement.getAttribute('data-code-styling')];

  it('defaults to TS and MUI System', () => {
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'system']);
  });

  it('applies the cookies', () => {
    document.cookie = preferenceCookie('codeVariant', 'JS');
    document.cookie = preferenceCookie('codeStyling', 'CSS');
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['JS', 'css']);
  });

  it('lets a demo hash win over the cookies without writing them', () => {
    document.cookie = preferenceCookie('codeVariant', 'JS');
    window.location.hash = '#tailwind-BasicSlider.tsx';
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'tailwind']);
    expect(document.cookie.split('; ')).toContain('codeVariant=JS');
  });

  it('ignores unknown cookie values', () => {
    document.cookie = 'codeVariant=Rust; path=/';
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'system']);
    document.cookie = 'codeVariant=Python; path=/';
    document.cookie = 'codeStyling=Sass; path=/';
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'system']);
  });

  it('reads its cookies among others, decoded, and only by their exact name', () => {
    document.cookie = 'a=1; path=/';
    document.cookie = 'codeStyling=Tailwind; path=/';
    document.cookie = 'xcodeVariant=JS; path=/';
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'tailwind']);
    document.cookie = 'codeStyling=MUI%20System; path=/';
    document.cookie = 'codeVariant=%E0; path=/';
    installCodePreferences(document, CODE_PREFERENCES_OPTIONS);
    expect(attributes()).toEqual(['TS', 'system']);
  });

  it('runs as serialized text', () => {
    window.location.hash = '#BasicButtons.js';
    new Function(codePreferencesScript())();
    expect(attributes()).toEqual(['JS', 'system']);
  });
});
