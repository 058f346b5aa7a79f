import * as materialLocales from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { localeRows, tagOf } from './localeRows';

describe('tagOf', () => {
  it('puts the hyphen back between the language and the next subtag', () => {
    expect(tagOf('deDE')).toBe('de-DE');
    expect(tagOf('kuLatn')).toBe('ku-Latn');
    expect(tagOf('kuCKB')).toBe('ku-CKB');
    expect(tagOf('Localization')).toBeNull();
    expect(tagOf('default')).toBeNull();
  });
});

describe('localeRows', () => {
  it('lists locale objects with their language and the components they translate', () => {
    const rows = localeRows({
      frFR: { components: { MuiPagination: {}, MuiAlert: {} } },
      enUS: {},
      Localization: undefined,
    });
    expect(rows).toEqual([
      { name: 'enUS', tag: 'en-US', language: 'American English', components: [] },
      { name: 'frFR', tag: 'fr-FR', language: 'French (France)', components: ['Alert', 'Pagination'] },
    ]);
  });

  it('falls back to the tag when Intl knows no name for it', () => {
    expect(localeRows({ khKH: { components: {} } })[0]?.language).toBe('kh-KH');
  });

  it('stops on an export named like a locale that is not one', () => {
    expect(() => localeRows({ deDE: 'Deutsch' })).toThrow(/deDE/);
  });

  it('reads every locale of the installed package', () => {
    const rows = localeRows(materialLocales as unknown as Record<string, unknown>);
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.find((row) => row.name === 'deDE')?.components).toContain('TablePagination');
    expect(rows.find((row) => row.name === 'enUS')?.components).toEqual([]);
  });
});
