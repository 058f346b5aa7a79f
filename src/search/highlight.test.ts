import { describe, expect, it } from 'vitest';
import { highlight } from './highlight';

describe('highlight', () => {
  it('marks matched terms case-insensitively, keeping the original case', () => {
    expect(highlight('disableRipple', ['ripple'])).toEqual([
      { text: 'disable', match: false },
      { text: 'Ripple', match: true },
    ]);
  });

  it('prefers the longest term at a position and marks every occurrence', () => {
    expect(highlight('Button group button', ['butt', 'button'])).toEqual([
      { text: 'Button', match: true },
      { text: ' group ', match: false },
      { text: 'button', match: true },
    ]);
  });

  it('returns the text as one plain segment when nothing matches, and nothing for empty text', () => {
    expect(highlight('Slider', ['dialog'])).toEqual([{ text: 'Slider', match: false }]);
    expect(highlight('', ['x'])).toEqual([]);
    expect(highlight('Slider', [''])).toEqual([{ text: 'Slider', match: false }]);
  });
});
