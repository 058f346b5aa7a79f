import { describe, expect, it } from 'vitest';
import { fillMessage, formatErrorMessage, parseErrorQuery } from './errorMessage';
import { formatMuiErrorMessage } from './formatMuiErrorMessage';

describe('formatErrorMessage', () => {
  it('names the code and URL-encodes each argument', () => {
    expect(formatErrorMessage('https://mui.com', 9, 'rgb(0, 0, 0) & <x>')).toBe(
      'Minified MUI error #9; visit https://mui.com/production-error?code=9&args[]=rgb(0%2C%200%2C%200)%20%26%20%3Cx%3E for the full message.',
    );
    expect(formatErrorMessage('https://mui.com', 7)).toBe('Minified MUI error #7; visit https://mui.com/production-error?code=7 for the full message.');
  });

  it('uses the configured site URL', () => {
    expect(formatMuiErrorMessage(11, 'a', 'b')).toBe('Minified MUI error #11; visit http://127.0.0.1:3000/production-error?code=11&args[]=a&args[]=b for the full message.');
  });

  it('round-trips through the decoder query', () => {
    const url = new URL(/visit (\S+) for/.exec(formatErrorMessage('https://mui.com', 12, 'a&b=c', '100%'))![1]!);
    expect(parseErrorQuery(url.search)).toEqual({ code: '12', args: ['a&b=c', '100%'] });
  });
});

describe('decoding', () => {
  it('reads no code from an empty or blank query', () => {
    expect(parseErrorQuery('')).toEqual({ code: null, args: [] });
    expect(parseErrorQuery('?code=%20')).toEqual({ code: null, args: [] });
  });

  it('fills %s in order and marks missing ones (arguments stay text: React escapes them)', () => {
    const parts = fillMessage('The color%s is invalid; `%s` given.', ['<b>x</b>']);
    expect(parts).toEqual([{ text: 'The color' }, { arg: '<b>x</b>', missing: false }, { text: ' is invalid; `' }, { arg: '', missing: true }, { text: '` given.' }]);
  });
});
