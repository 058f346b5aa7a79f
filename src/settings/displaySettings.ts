/**
 * Colour mode and text direction, applied before first paint and kept in sync afterwards.
 *
 * `installDisplaySettings` is serialized into an inline <head> script (see `displaySettingsScript`),
 * so it must stay self-contained: no imports, no module-level names inside its body — everything
 * it needs arrives in `options`. Tests call it directly; the browser runs the same function as text.
 */

/** Where the colour mode is kept (SPEC §4, §9); demos read it through the site settings, never directly. */
export const MODE_STORAGE_KEY = 'mui-mode';
import { THEME_CUSTOMIZATION_KEY } from '../theme/themeCustomization';
const DIRECTION_STORAGE_KEY = 'mui-direction';
const DENSITY_STORAGE_KEY = 'mui-dense';

export type Mode = 'light' | 'dark' | 'system';
export type Direction = 'ltr' | 'rtl';
export type ColorScheme = 'light' | 'dark';

export interface DisplaySettingsOptions {
  modeKey: string;
  directionKey: string;
  /** Dense demos ('true'/'false'); nothing on the page itself changes, demos read it through the API. */
  denseKey: string;
  /** The theme tools' customization (colours, spacing): when stored, `<html data-theme-customized>` from the first paint. */
  customizationKey: string;
  /** The theme's colour schemes; choosing any other logs an error. */
  colorSchemes: readonly string[];
  /** `<meta name="theme-color">` value per colour scheme. */
  themeColors: Record<string, string>;
}

export interface DisplaySettingsState {
  mode: Mode;
  /** What the mode resolves to now (system follows the OS). */
  colorScheme: ColorScheme;
  direction: Direction;
  dense: boolean;
}

/** What the page (the settings drawer, demos) uses to read and change the display settings. */
export interface DisplaySettingsApi {
  get: () => DisplaySettingsState;
  setMode: (mode: Mode) => void;
  setColorScheme: (scheme: string) => void;
  setDirection: (direction: Direction) => void;
  setDense: (dense: boolean) => void;
  /** Calls `listener` after every change, whatever its source (this page, another tab, the OS). */
  subscribe: (listener: (state: DisplaySettingsState) => void) => () => void;
}

declare global {
  interface Window {
    __docsDisplay?: DisplaySettingsApi;
  }
}

export const DISPLAY_SETTINGS_OPTIONS: DisplaySettingsOptions = {
  modeKey: MODE_STORAGE_KEY,
  directionKey: DIRECTION_STORAGE_KEY,
  denseKey: DENSITY_STORAGE_KEY,
  customizationKey: THEME_CUSTOMIZATION_KEY,
  colorSchemes: ['light', 'dark'],
  themeColors: { light: '#ffffff', dark: '#121212' },
};

/** Installs the settings on `win` and applies the stored ones at once. Self-contained: see the file comment. */
export function installDisplaySettings(win: Window, options: DisplaySettingsOptions): DisplaySettingsApi {
  const doc = win.document;
  const root = doc.documentElement;
  const media = win.matchMedia('(prefers-color-scheme: dark)');
  const listeners = new Set<(state: DisplaySettingsState) => void>();

  const read = (key: string): string | null => {
    try {
      return win.localStorage.getItem(key);
    } catch {
      return null; // Storage can be blocked (privacy settings); the defaults apply.
    }
  };
  const write = (key: string, value: string) => {
    try {
      win.localStorage.setItem(key, value);
    } catch {
      // Not persisted, but still applied to this page.
    }
  };
  const modeOf = (value: string | null): 'light' | 'dark' | 'system' => (value === 'light' || value === 'dark' ? value : 'system');
  const directionOf = (value: string | null): 'ltr' | 'rtl' => (value === 'rtl' ? 'rtl' : 'ltr');

  let mode = modeOf(read(options.modeKey));
  let direction = directionOf(read(options.directionKey));
  let dense = read(options.denseKey) === 'true';
  const state = (): DisplaySettingsState => ({ mode, direction, dense, colorScheme: mode === 'system' ? (media.matches ? 'dark' : 'light') : mode });

  // While the scheme switches, every transition is off, so colours change in one frame instead of fading.
  const withoutTransitions = (change: () => void) => {
    const style = doc.createElement('style');
    style.setAttribute('data-disable-transitions', '');
    style.appendChild(doc.createTextNode('*,*::before,*::after{-webkit-transition:none!important;transition:none!important}'));
    doc.head.appendChild(style);
    change();
    // Reading a computed style forces the new colours to apply before transitions come back.
    void win.getComputedStyle(doc.body ?? root).opacity;
    win.setTimeout(() => style.remove(), 1);
  };

  const apply = (animate: boolean) => {
    const current = state();
    const paint = () => {
      root.classList.remove(current.colorScheme === 'dark' ? 'light' : 'dark');
      root.classList.add(current.colorScheme);
      root.style.colorScheme = current.colorScheme;
      // Joy UI's attribute: a Joy demo that renders a CssVarsProvider of its own (a custom theme) keys its
      // dark variables to it, so it is dark from the first paint, not only once that provider mounts.
      root.setAttribute('data-joy-color-scheme', current.colorScheme);
      root.setAttribute('dir', current.direction);
      // Server-rendered demos are at the default density: CSS hides them for a dense reader until they render dense.
      if (current.dense) root.setAttribute('data-dense', '');
      else root.removeAttribute('data-dense');
      let meta = doc.querySelector('meta[name="theme-color"]');
      if (!meta) {
        // The script owns this tag: React renders none, so the two never disagree.
        meta = doc.createElement('meta');
        meta.setAttribute('name', 'theme-color');
        doc.head.appendChild(meta);
      }
      meta.setAttribute('content', options.themeColors[current.colorScheme] ?? '');
    };
    if (animate) withoutTransitions(paint);
    else paint();
    listeners.forEach((listener) => listener(current));
  };

  media.addEventListener('change', () => {
    if (mode === 'system') apply(true);
  });
  // Another tab changed a setting: follow it.
  win.addEventListener('storage', (event) => {
    if (event.key === options.modeKey) {
      mode = modeOf(event.newValue);
      apply(true);
    } else if (event.key === options.directionKey) {
      direction = directionOf(event.newValue);
      apply(false);
    } else if (event.key === options.denseKey) {
      dense = event.newValue === 'true';
      apply(false);
    }
  });

  const api: DisplaySettingsApi = {
    get: state,
    setMode(next) {
      if (next !== 'light' && next !== 'dark' && next !== 'system') {
        console.error(`Unknown mode "${String(next)}": use light, dark or system.`);
        return;
      }
      mode = next;
      write(options.modeKey, next);
      apply(true);
    },
    setColorScheme(scheme) {
      if (!options.colorSchemes.includes(scheme)) {
        console.error(`The colour scheme "${scheme}" does not exist in the theme's colour schemes (${options.colorSchemes.join(', ')}).`);
        return;
      }
      api.setMode(scheme as 'light' | 'dark');
    },
    setDirection(next) {
      direction = directionOf(next);
      write(options.directionKey, direction);
      apply(false);
    },
    setDense(next) {
      dense = next === true;
      write(options.denseKey, String(dense));
      apply(false);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  win.__docsDisplay = api;
  apply(false);
  // Server-rendered demos use the default theme: CSS hides them for a reader with their own until they render.
  if (read(options.customizationKey)) root.setAttribute('data-theme-customized', '');
  return api;
}

/** The inline script's source: the function above, called with the site's options. */
export function displaySettingsScript(options: DisplaySettingsOptions = DISPLAY_SETTINGS_OPTIONS): string {
  return `(${installDisplaySettings.toString()})(window,${JSON.stringify(options)})`;
}
