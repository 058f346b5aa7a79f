// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { colorSchemeScript, MODE_STORAGE_KEY, resolveColorScheme } from './colorSchemeScript';

function runScript(prefersDark: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches: prefersDark }) as unknown as typeof window.matchMedia;
  // The script is shipped as text; evaluating it here checks exactly what the browser runs.
  new Function(colorSchemeScript())();
  return document.documentElement.className;
}

describe('colour scheme before first paint', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['nonsense', false, 'light'],
  ])('stored %s, OS dark %s → %s', (stored, prefersDark, expected) => {
    if (stored !== null) localStorage.setItem(MODE_STORAGE_KEY, stored);
    expect(runScript(prefersDark)).toBe(expected);
    expect(resolveColorScheme(stored, prefersDark)).toBe(expected);
  });

  it('replaces a previous scheme class instead of adding a second one', () => {
    document.documentElement.className = 'dark';
    localStorage.setItem(MODE_STORAGE_KEY, 'light');
    expect(runScript(true)).toBe('light');
  });
});
