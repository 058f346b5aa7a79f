import { describe, expect, it } from 'vitest';
import { BREWING_NOTES, changeCount, MIN_PARAGRAPHS } from './notes';

describe('changeCount', () => {
  it('adds and removes one paragraph at a time', () => {
    expect(changeCount(3, 1)).toBe(4);
    expect(changeCount(3, -1)).toBe(2);
  });

  it('never goes below the minimum or past the last note', () => {
    expect(changeCount(MIN_PARAGRAPHS, -1)).toBe(MIN_PARAGRAPHS);
    expect(changeCount(BREWING_NOTES.length, 1)).toBe(BREWING_NOTES.length);
    expect(changeCount(2, 20, 1, 5)).toBe(5);
    expect(changeCount(2, -20, 1, 5)).toBe(1);
  });
});

describe('BREWING_NOTES', () => {
  it('has a unique id for each paragraph, used as its React key', () => {
    const ids = new Set(BREWING_NOTES.map((note) => note.id));
    expect(ids.size).toBe(BREWING_NOTES.length);
  });
});
