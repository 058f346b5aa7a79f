// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_OPTIONS, displaySettingsScript, installDisplaySettings } from './displaySettings';

let osDark = false;
let mediaListener: (() => void) | undefined;

function mockMedia() {
  window.matchMedia = vi.fn().mockImplementation(() => ({
    get matches() {
      return osDark;
    },
    addEventListener: (_type: string, listener: () => void) => {
      mediaListener = listener;
    },
  })) as unknown as typeof window.matchMedia;
}

const html = () => document.documentElement;
const install = () => installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);

beforeEach(() => {
  osDark = false;
  mediaListener = undefined;
  mockMedia();
  localStorage.clear();
  html().className = '';
  html().removeAttribute('dir');
  document.head.innerHTML = '<meta name="theme-color" content="#ffffff">';
});
afterEach(() => vi.useRealTimers());

describe('display settings before first paint', () => {
  it.each([
    [null, false, 'light'],
    [null, true, 'dark'],
    ['system', true, 'dark'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['nonsense', false, 'light'],
  ])('stored mode %s with OS dark %s → %s', (stored, dark, expected) => {
    if (stored !== null) localStorage.setItem('mui-mode', stored);
    osDark = dark;
    install();
    expect(html().className).toBe(expected);
    expect(html().getAttribute('data-joy-color-scheme')).toBe(expected);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(expected === 'dark' ? '#121212' : '#ffffff');
  });

  it('applies the stored direction, ltr by default', () => {
    install();
    expect(html().getAttribute('dir')).toBe('ltr');
    localStorage.setItem('mui-direction', 'rtl');
    install();
    expect(html().getAttribute('dir')).toBe('rtl');
  });

  it('runs the same way from its serialized source (it is self-contained)', () => {
    localStorage.setItem('mui-mode', 'dark');
    new Function(displaySettingsScript())();
    expect(html().className).toBe('dark');
    expect(window.__docsDisplay?.get()).toEqual({ mode: 'dark', colorScheme: 'dark', direction: 'ltr', dense: false });
  });
});

describe('changing the settings', () => {
  it('stores the mode under mui-mode and tells subscribers', () => {
    const api = install();
    const seen: string[] = [];
    api.subscribe((state) => seen.push(`${state.mode}/${state.colorScheme}`));
    api.setMode('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(html().className).toBe('dark');
    expect(html().getAttribute('data-joy-color-scheme')).toBe('dark');
    api.setMode('system');
    expect(html().className).toBe('light');
    expect(html().getAttribute('data-joy-color-scheme')).toBe('light');
    expect(seen).toEqual(['dark/dark', 'system/light']);
  });

  it('disables transitions while switching and removes that style after 1 ms', () => {
    vi.useFakeTimers();
    const api = install();
    api.setMode('dark');
    expect(document.querySelectorAll('style[data-disable-transitions]')).toHaveLength(1);
    vi.advanceTimersByTime(0);
    expect(document.querySelectorAll('style[data-disable-transitions]')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('style[data-disable-transitions]')).toHaveLength(0);
  });

  it('follows the OS live in system mode only', () => {
    const api = install();
    osDark = true;
    mediaListener?.();
    expect(html().className).toBe('dark');
    api.setMode('light');
    osDark = false;
    mediaListener?.();
    osDark = true;
    mediaListener?.();
    expect(html().className).toBe('light');
  });

  it('follows changes made in another tab', () => {
    install();
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    expect(html().className).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-direction', newValue: 'rtl' }));
    expect(html().getAttribute('dir')).toBe('rtl');
  });

  it('logs an error and ignores a colour scheme the theme does not have', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = install();
    api.setColorScheme('sepia');
    expect(error).toHaveBeenCalledWith('The colour scheme "sepia" does not exist in the theme\'s colour schemes (light, dark).');
    expect(html().className).toBe('light');
    expect(localStorage.getItem('mui-mode')).toBeNull();
    api.setColorScheme('dark');
    expect(html().className).toBe('dark');
  });

  it('stores the direction', () => {
    const api = install();
    api.setDirection('rtl');
    expect(localStorage.getItem('mui-direction')).toBe('rtl');
    expect(html().getAttribute('dir')).toBe('rtl');
  });

  it('still works when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const api = install();
    api.setMode('dark');
    expect(html().className).toBe('dark');
  });
});

describe('theme-color meta', () => {
  it('is created when the page has none, and follows the mode', () => {
    document.head.innerHTML = '';
    const api = install();
    api.setMode('dark');
    const metas = document.querySelectorAll('meta[name="theme-color"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.getAttribute('content')).toBe('#121212');
  });
});

describe('density', () => {
  it('is comfortable by default, stored under mui-dense, and shared with other tabs', () => {
    const api = install();
    expect(api.get().dense).toBe(false);
    const seen: boolean[] = [];
    api.subscribe((state) => seen.push(state.dense));
    api.setDense(true);
    expect(localStorage.getItem('mui-dense')).toBe('true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'mui-dense', newValue: 'false' }));
    expect(seen).toEqual([true, false]);
    localStorage.setItem('mui-dense', 'true');
    expect(install().get().dense).toBe(true);
  });
});
