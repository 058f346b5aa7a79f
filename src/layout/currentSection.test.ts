import { describe, expect, it } from 'vitest';
import { currentSectionId } from './currentSection';

const headings = [
  { id: 'a', top: -400 },
  { id: 'b', top: 40 },
  { id: 'c', top: 600 },
];

describe('currentSectionId', () => {
  it('is the last heading above the reading line', () => {
    expect(currentSectionId(headings, 80, false)).toBe('b');
    expect(currentSectionId(headings, 20, false)).toBe('a');
  });
  it('is the first heading before any has been reached', () => {
    expect(currentSectionId([{ id: 'x', top: 300 }], 80, false)).toBe('x');
  });
  it('is the last heading at the bottom of the page', () => {
    expect(currentSectionId(headings, 80, true)).toBe('c');
  });
  it('is undefined without headings', () => {
    expect(currentSectionId([], 80, false)).toBeUndefined();
  });
});
