import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './contentEncoding';

const BOTH = ['br', 'gzip'] as const;

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, br', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br ; q=0.000 , gzip ; q=0.001', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0.5, *;q=0', 'gzip'],
    ['identity, gzip', 'gzip'],
    ['identity;q=0.5, gzip;q=0.5', 'gzip'],
    // Only the first of duplicated entries counts.
    ['br;q=0, br, gzip;q=0.5', 'gzip'],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header, BOTH)).toBe(expected);
  });

  it.each([
    [undefined, 'no header: the plain file'],
    ['', 'an empty header allows identity only'],
    ['identity', 'identity only'],
    ['deflate', 'an encoding without a sibling'],
    ['br;q=0, gzip;q=0', 'both ruled out'],
    ['*;q=0', 'everything ruled out (plain is still better than an error)'],
    ['identity;q=1, gzip;q=0.5', 'identity weighed higher'],
    ['gzip;q=2', 'an invalid weight'],
    ['gzip;q=abc', 'a malformed weight'],
  ])('%j: plain (%s)', (header, _why) => {
    expect(negotiateEncoding(header, BOTH)).toBeUndefined();
  });

  it('chooses among the siblings that exist only', () => {
    expect(negotiateEncoding('gzip, br', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeUndefined();
    expect(negotiateEncoding('gzip, br', [])).toBeUndefined();
  });
});
