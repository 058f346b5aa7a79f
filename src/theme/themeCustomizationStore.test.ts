// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CUSTOMIZATION } from './themeCustomization';
import { dispatchSiteTheme, getCustomization, resetCustomizationStoreForTests, subscribeCustomization } from './themeCustomizationStore';
import { installFakeDisplay } from '../settings/fakeDisplaySettings';

const KEY = 'docs-theme-customization';

function storageEvent(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

beforeEach(() => {
  localStorage.clear();
  resetCustomizationStoreForTests();
  delete window.__docsDisplay;
});

afterEach(() => {
  delete window.__docsDisplay;
});

describe('getCustomization', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
  });

  it('reads the stored customization from localStorage once', () => {
    localStorage.setItem(KEY, JSON.stringify({ spacing: 4, paletteColors: { primary: { main: '#00ff00' } } }));
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const first = getCustomization();
    expect(first).toEqual({ spacing: 4, paletteColors: { primary: { main: '#00ff00' } } });
    expect(getCustomization()).toBe(first);
    // A write that is not announced by a storage event is not read again.
    localStorage.setItem(KEY, JSON.stringify({ spacing: 6 }));
    expect(getCustomization()).toBe(first);
    expect(getItem.mock.calls.filter(([key]) => key === KEY)).toHaveLength(1);
  });

  it('reads again after a reset, as a new page would', () => {
    localStorage.setItem(KEY, '{"spacing":4}');
    expect(getCustomization().spacing).toBe(4);
    localStorage.setItem(KEY, '{"spacing":6}');
    resetCustomizationStoreForTests();
    expect(getCustomization().spacing).toBe(6);
  });

  it('warns about bad stored JSON and gives the defaults', () => {
    localStorage.setItem(KEY, '{spacing:');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Theme customization: docs-theme-customization is not JSON; the default theme is used.');
  });

  it('warns once per bad field and keeps the good ones', () => {
    localStorage.setItem(KEY, JSON.stringify({ spacing: 99, paletteColors: { primary: { main: 'red' }, secondary: { main: '#0000FF' } } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(getCustomization()).toEqual({ spacing: 8, paletteColors: { secondary: { main: '#0000ff' } } });
    expect(warn.mock.calls).toEqual([
      ['Theme customization: spacing must be a whole number from 1 to 16, not 99; 8 is used.'],
      ['Theme customization: paletteColors.primary.main must be a #rrggbb colour, not "red"; ignored.'],
    ]);
  });
});

describe('dispatchSiteTheme', () => {
  it('stores a change and gives it to getCustomization', () => {
    dispatchSiteTheme({ type: 'INCREASE_SPACING' });
    expect(getCustomization()).toEqual({ spacing: 9, paletteColors: {} });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ spacing: 9, paletteColors: {} });
    dispatchSiteTheme({ type: 'CHANGE', payload: { paletteColors: { primary: { main: '#ABCDEF' } } } });
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({ spacing: 9, paletteColors: { primary: { main: '#abcdef' } } });
  });

  it('removes the key when the customization is back to the defaults', () => {
    localStorage.setItem(KEY, '{"spacing":9}');
    dispatchSiteTheme({ type: 'DECREASE_SPACING' });
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(getCustomization()).toEqual(DEFAULT_CUSTOMIZATION);
  });

  it('notifies listeners after each change, not after a no-op, and stops after unsubscribing', () => {
    const seen: number[] = [];
    const listener = vi.fn(() => {
      // Listeners see the new value.
      seen.push(getCustomization().spacing);
    });
    const unsubscribe = subscribeCustomization(listener);
    dispatchSiteTheme({ type: 'SET_SPACING', payload: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
    dispatchSiteTheme({ type: 'SET_SPACING', payload: 4 });
    expect(listener).toHaveBeenCalledTimes(1);
    dispatchSiteTheme({ type: 'RESET_DENSITY' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([4, 8]);
    unsubscribe();
    dispatchSiteTheme({ type: 'INCREASE_SPACING' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('does not touch storage or listeners for a no-op action', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem');
    const listener = vi.fn();
    subscribeCustomization(listener);
    dispatchSiteTheme({ type: 'RESET_COLORS' });
    expect(setItem).not.toHaveBeenCalled();
    expect(removeItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('SET_DENSE switches the display setting and leaves the stored customization alone', () => {
    const { setDense } = installFakeDisplay(false);
    const listener = vi.fn();
    subscribeCustomization(listener);
    dispatchSiteTheme({ type: 'SET_DENSE', payload: true });
    expect(setDense).toHaveBeenCalledTimes(1);
    expect(setDense).toHaveBeenCalledWith(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    // Already dense: nothing to switch.
    dispatchSiteTheme({ type: 'SET_DENSE', payload: true });
    expect(setDense).toHaveBeenCalledTimes(1);
  });

  it('RESET_DENSITY switches dense off and resets the spacing', () => {
    localStorage.setItem(KEY, '{"spacing":12}');
    const { setDense } = installFakeDisplay(true);
    dispatchSiteTheme({ type: 'RESET_DENSITY' });
    expect(setDense).toHaveBeenCalledWith(false);
    expect(getCustomization().spacing).toBe(8);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('works without the display settings API (SET_DENSE is then a no-op)', () => {
    expect(() => dispatchSiteTheme({ type: 'SET_DENSE', payload: true })).not.toThrow();
    dispatchSiteTheme({ type: 'SET_SPACING', payload: 3 });
    expect(getCustomization().spacing).toBe(3);
  });

  it('still applies a change to this page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const listener = vi.fn();
    subscribeCustomization(listener);
    dispatchSiteTheme({ type: 'SET_SPACING', payload: 5 });
    expect(getCustomization().spacing).toBe(5);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('another tab', () => {
  it('follows a storage event for the key and notifies listeners', () => {
    const listener = vi.fn();
    subscribeCustomization(listener);
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
    storageEvent(KEY, JSON.stringify({ spacing: 3, paletteColors: { secondary: { main: '#112233' } } }));
    expect(getCustomization()).toEqual({ spacing: 3, paletteColors: { secondary: { main: '#112233' } } });
    expect(listener).toHaveBeenCalledTimes(1);
    storageEvent(KEY, null);
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores storage events for other keys', () => {
    const listener = vi.fn();
    subscribeCustomization(listener);
    storageEvent('mui-mode', 'dark');
    expect(listener).not.toHaveBeenCalled();
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
  });

  it('goes back to the defaults when the other tab clears storage (key null)', () => {
    localStorage.setItem(KEY, '{"spacing":5}');
    expect(getCustomization().spacing).toBe(5);
    const listener = vi.fn();
    subscribeCustomization(listener);
    storageEvent(null, null);
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('warns about a bad value from another tab and uses the defaults', () => {
    localStorage.setItem(KEY, '{"spacing":5}');
    expect(getCustomization().spacing).toBe(5);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storageEvent(KEY, '[1, 2]');
    expect(getCustomization()).toBe(DEFAULT_CUSTOMIZATION);
    expect(warn).toHaveBeenCalledWith('Theme customization: docs-theme-customization is not an object; the default theme is used.');
  });
});
