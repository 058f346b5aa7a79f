/**
 * The Joy theme builder's applied colours in the browser: read from localStorage once, followed across
 * tabs through storage events, and written only through `applyJoyBuilderState` / `resetJoyBuilder`.
 * `followJoyBuilderStylesheet()` (called by every Joy demo provider) keeps one `<style>` in `<head>` in
 * step with it, so every Joy demo and playground on every page takes the colours, with no re-render.
 */
import { JOY_BUILDER_STORAGE_KEY, parseJoyBuilderState, serializeJoyBuilderState, type JoyBuilderState } from '../../theme-tools/joyBuilder';
import { JOY_BUILDER_CSS_KEY, JOY_BUILDER_STYLE_ID } from './joyBuilderScript';
import { joyPaletteOverrideCss } from './joyTheme';

export { JOY_BUILDER_STYLE_ID };

type Listener = () => void;

const listeners = new Set<Listener>();
let current: JoyBuilderState | null = null;
let following = false;
let styling = false;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Blocked storage: the colours apply to this page only.
  }
}

function read(raw: string | null): JoyBuilderState {
  const { state, problems } = parseJoyBuilderState(raw);
  for (const problem of problems) console.warn(`Joy theme builder: ${problem}`);
  return state;
}

function follow(): void {
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== JOY_BUILDER_STORAGE_KEY && event.key !== null) return;
    current = read(event.key === null ? null : event.newValue);
    listeners.forEach((listener) => listener());
  });
}

/** The applied colours; none on the server and before anything was applied. */
export function getJoyBuilderState(): JoyBuilderState {
  if (typeof window === 'undefined') return {};
  follow();
  current ??= read(storage()?.getItem(JOY_BUILDER_STORAGE_KEY) ?? null);
  return current;
}

/** Calls `listener` after every change, from this page or another tab. */
export function subscribeJoyBuilder(listener: Listener): () => void {
  follow();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function store(state: JoyBuilderState): void {
  current = state;
  const serialized = serializeJoyBuilderState(state);
  // The stylesheet is stored too, for the pre-paint script of the next page (joyBuilderScript.ts).
  const css = joyPaletteOverrideCss(state);
  try {
    if (serialized === null || css === null) {
      storage()?.removeItem(JOY_BUILDER_STORAGE_KEY);
      storage()?.removeItem(JOY_BUILDER_CSS_KEY);
    } else {
      storage()?.setItem(JOY_BUILDER_STORAGE_KEY, serialized);
      storage()?.setItem(JOY_BUILDER_CSS_KEY, css);
    }
  } catch {
    // Quota or blocked storage: the change still applies to this page.
  }
  listeners.forEach((listener) => listener());
}

/** Applies the builder's colours to the Joy demos of every page and tab. */
export function applyJoyBuilderState(state: JoyBuilderState): void {
  store(state);
}

/** Returns the Joy demos to Joy's default colours. */
export function resetJoyBuilder(): void {
  store({});
}

function writeStylesheet(): void {
  const css = joyPaletteOverrideCss(getJoyBuilderState());
  let element = document.getElementById(JOY_BUILDER_STYLE_ID);
  if (css === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('style');
    element.id = JOY_BUILDER_STYLE_ID;
    document.head.append(element);
  }
  if (element.textContent !== css) element.textContent = css;
}

/** Keeps the applied colours' stylesheet in `<head>` from now on (once per page, however often it is called). */
export function followJoyBuilderStylesheet(): void {
  if (styling || typeof document === 'undefined') return;
  styling = true;
  writeStylesheet();
  subscribeJoyBuilder(writeStylesheet);
}

/** For tests: forget what was read and followed, as a new page would. */
export function resetJoyBuilderStoreForTests(): void {
  current = null;
  listeners.clear();
  styling = false;
}
