// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_OPTIONS, installDisplaySettings, type DisplaySettingsApi } from '../settings/displaySettings';
import { createSiteStorageManager } from './siteColorScheme';

let api: DisplaySettingsApi;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener: () => {} }) as unknown as typeof window.matchMedia;
  api = installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);
});

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('createSiteStorageManager', () => {
  it('reads the mode from the site settings, not from storage', () => {
    const mode = createSiteStorageManager(() => api)({ key: 'mui-mode' });
    expect(mode.get('light')).toBe('system');
    api.setMode('dark');
    expect(mode.get('light')).toBe('dark');
  });

  it('tells its subscriber about every mode change the site makes, and stops after unsubscribing', () => {
    const mode = createSiteStorageManager(() => api)({ key: 'mui-mode' });
    const handler = vi.fn();
    const unsubscribe = mode.subscribe(handler);
    api.setMode('dark');
    expect(handler).toHaveBeenLastCalledWith('dark');
    unsubscribe();
    api.setMode('light');
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends a demo’s setMode to the site settings, which store it and paint <html>', async () => {
    const mode = createSiteStorageManager(() => api)({ key: 'mui-mode' });
    mode.set('dark');
    expect(api.get().mode).toBe('system');
    await flush();
    expect(api.get().mode).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('ignores values that are not modes', async () => {
    const mode = createSiteStorageManager(() => api)({ key: 'mui-mode' });
    mode.set('sepia');
    await flush();
    expect(api.get().mode).toBe('system');
  });

  it('neither reads nor stores the per-scheme colour-scheme keys', async () => {
    const light = createSiteStorageManager(() => api)({ key: 'mui-color-scheme-light' });
    expect(light.get('light')).toBe('light');
    light.set('dark');
    await flush();
    expect(localStorage.getItem('mui-color-scheme-light')).toBeNull();
    expect(light.subscribe(() => {})).toBeTypeOf('function');
  });

  it('falls back to the default when the site settings are missing', () => {
    const mode = createSiteStorageManager(() => undefined)({ key: 'mui-mode' });
    expect(mode.get('system')).toBe('system');
    expect(() => mode.set('dark')).not.toThrow();
    expect(mode.subscribe(() => {})).toBeTypeOf('function');
  });
});
