import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it.each([
    ['plain text', 'button'],
    ["a dollar and a quote (the text after the match in a pattern)", "a$'b"],
    ['the whole match pattern', '$&'],
    ['a group reference', '$1'],
    ['the text before the match', '$`'],
    ['an escaped dollar', '$$'],
    ['a named group reference', '$<name>'],
    ['another placeholder', '{count}'],
  ])('puts %s in as typed', (_what, value) => {
    expect(fillPlaceholders('No results for “{query}”', { query: value, count: '3' })).toBe(`No results for “${value}”`);
  });

  it('fills every occurrence and several names', () => {
    expect(fillPlaceholders('{a} and {b}, {a} again', { a: 'x', b: 'y' })).toBe('x and y, x again');
  });

  it('leaves unknown placeholders and inherited names visible', () => {
    expect(fillPlaceholders('Copy {what} {constructor}', {})).toBe('Copy {what} {constructor}');
  });
});
