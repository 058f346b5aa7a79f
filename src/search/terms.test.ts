import { describe, expect, it } from 'vitest';
import { expandQuery } from './synonyms';
import { camelCaseParts, indexTerms, queryTerm, stem } from './terms';

describe('terms', () => {
  it.each([
    ['disableRipple', ['disable', 'ripple']],
    ['TextField', ['text', 'field']],
    ['MUIButton', ['mui', 'button']],
    ['h2Heading', ['h', '2', 'heading']],
    ['button', []],
  ])('camelCaseParts(%s)', (word, parts) => {
    expect(camelCaseParts(word)).toEqual(parts);
  });

  it('indexes the whole word and its longer parts, and drops stop words', () => {
    expect(indexTerms('getOptionLabel')).toEqual(['getoptionlabel', 'get', 'option', 'label']);
    expect(indexTerms('The')).toBeNull();
    expect(queryTerm('How')).toBeNull();
    expect(queryTerm('Dialog')).toBe('dialog');
    expect(indexTerms('Colours')).toEqual(['colors', 'color']);
    expect(queryTerm('behaviour')).toBe('behavior');
  });
});

describe('stem', () => {
  it.each([
    ['installation', 'install'],
    ['loading', 'load'],
    ['buttons', 'button'],
    ['class', null],
    ['ring', null],
    ['props', 'prop'],
    ['button', null],
  ])('stem(%s) is %s', (word, expected) => {
    expect(stem(word)).toBe(expected);
  });

  it('indexes the stem beside the word, so "install" finds "Installation"', () => {
    expect(indexTerms('Installation')).toEqual(['installation', 'install']);
    expect(queryTerm('Installation')).toBe('installation');
  });
});

describe('expandQuery', () => {
  it('adds one variant per synonym, matching whole words only', () => {
    expect(expandQuery('Modal close')).toEqual(['Modal close', 'dialog close']);
    expect(expandQuery('dropdown')).toEqual(['dropdown', 'select', 'menu']);
    expect(expandQuery('dark-mode')).toEqual(['dark-mode', 'dark mode color scheme']);
    expect(expandQuery('modality')).toEqual(['modality']);
    expect(expandQuery('loading spinner')).toEqual(['loading spinner', 'loading circular progress']);
    expect(expandQuery('check screen size')).toEqual(['check screen size', 'check media query']);
    expect(expandQuery('screens')).toEqual(['screens']);
    expect(expandQuery('  ')).toEqual(['']);
  });
});
