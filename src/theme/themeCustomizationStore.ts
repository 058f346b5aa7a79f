/**
 * The reader's theme customization in the browser: read from localStorage once, followed across tabs
 * through storage events, and changed only through the theme reducer's actions (`dispatchSiteTheme`).
 * Density's switch is the display setting (`window.__docsDisplay`), so the settings drawer and the
 * density tool always agree.
 */
import {
  applyThemeAction,
  DEFAULT_CUSTOMIZATION,
  parseCustomization,
  serializeCustomization,
  THEME_CUSTOMIZATION_KEY,
  type ThemeCustomization,
} from './themeCustomization';
import type { ThemeAction } from './themeState';

type Listener = () => void;

const listeners = new Set<Listener>();
let current: ThemeCustomization | null = null;
let following = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked storage (privacy settings): changes apply to this page only.
  }
}

function read(raw: string | null): ThemeCustomization {
  const { customization, problems } = parseCustomization(raw);
  for (const problem of problems) console.warn(`Theme customization: ${problem}`);
  return customization;
}

function follow(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_CUSTOMIZATION_KEY && event.key !== null) return;
    current = read(event.key === null ? null : event.newValue);
    listeners.forEach((listener) => listener());
  });
}

/** The current customization; the defaults on the server and before anything was stored. */
export function getCustomization(): ThemeCustomization {
  if (typeof window === 'undefined') return DEFAULT_CUSTOMIZATION;
  follow();
  current ??= read(storage()?.getItem(THEME_CUSTOMIZATION_KEY) ?? null);
  return current;
}

/** Calls `listener` after every change, from this page or another tab. */
export function subscribeCustomization(listener: Listener): () => void {
  follow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function currentDense(): boolean {
  return window.__docsDisplay?.get().dense ?? false;
}

/**
 * Applies a theme action to the site: spacing and palette colours are stored and every demo follows;
 * SET_DENSE / RESET_DENSITY also switch the display setting `dense`.
 */
export function dispatchSiteTheme(action: ThemeAction): void {
  const before = getCustomization();
  const dense = currentDense();
  const next = applyThemeAction(before, dense, action);
  if (next.dense !== dense) window.__docsDisplay?.setDense(next.dense);
  if (next.customization === before) return;
  current = next.customization;
  const serialized = serializeCustomization(current);
  try {
    if (serialized === null) storage()?.removeItem(THEME_CUSTOMIZATION_KEY);
    else storage()?.setItem(THEME_CUSTOMIZATION_KEY, serialized);
  } catch {
    // Quota or blocked storage: the change still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

/** For tests: forget what was read, as a new page would. */
export function resetCustomizationStoreForTests(): void {
  current = null;
  listeners.clear();
}
