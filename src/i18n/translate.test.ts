import { describe, expect, it } from 'vitest';
import { t } from './translate';

describe('t', () => {
  it('returns the English string and fills placeholders', () => {
    expect(t('copy.copy')).toBe('Copy');
    expect(t('copy.copyCode', { what: 'bash code' })).toBe('Copy bash code');
  });

  it('leaves an unknown placeholder visible rather than dropping it', () => {
    expect(t('nav.sidebar')).toBe('{section} pages');
  });
});
