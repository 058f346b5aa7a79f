// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isSearchShortcut, isTypingTarget } from './shortcut';

const press = (key: string, options: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean; target: EventTarget | null }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: document.body,
  ...options,
});

describe('isSearchShortcut', () => {
  it.each([
    ['Ctrl+K', press('k', { ctrlKey: true }), true],
    ['⌘K', press('k', { metaKey: true }), true],
    ['Ctrl+Shift+K (a browser shortcut)', press('K', { ctrlKey: true, shiftKey: true }), false],
    ['plain k', press('k'), false],
    ['/ on the page', press('/'), true],
    ['Alt+/', press('/', { altKey: true }), false],
  ])('%s → %s', (_name, event, expected) => {
    expect(isSearchShortcut(event)).toBe(expected);
  });

  it('leaves / to a field the reader is typing in, but Ctrl+K still opens search there', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(press('/', { target: input }))).toBe(false);
    expect(isSearchShortcut(press('k', { ctrlKey: true, target: input }))).toBe(true);
  });
});

describe('isTypingTarget', () => {
  it('knows fields from other elements', () => {
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    // jsdom does not compute isContentEditable, so pin the property the rule reads.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTypingTarget(document.createElement('textarea'))).toBe(true);
    expect(isTypingTarget(document.createElement('select'))).toBe(true);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.createElement('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
