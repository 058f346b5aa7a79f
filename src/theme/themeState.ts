/**
 * The theme state the demos render under (SPEC §3) and its actions (SPEC §4), as plain data and a pure
 * reducer. Every action that would leave the fields as they are returns the same state object, so React
 * skips the re-render and the theme is not rebuilt.
 */

/** Settings the docs theme is built from; serialisable so it can be stored later. */
export interface ThemeState {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  /** Palette overrides applied to both colour schemes, e.g. `{ primary: { main: '#…' } }`. */
  paletteColors: Record<string, unknown>;
  spacing: number;
  paletteMode: 'light' | 'dark';
}

/** Spacing of the default theme, in px (SPEC §9). */
const DEFAULT_SPACING = 8;

/** Smallest spacing the reducer allows: below 1px every `theme.spacing()` collapses to (near) nothing. */
export const MIN_SPACING = 1;

/** The state before any action; frozen because RESET_COLORS hands its `paletteColors` to later states. */
export const DEFAULT_THEME_STATE: ThemeState = Object.freeze({
  dense: false,
  direction: 'ltr',
  paletteColors: Object.freeze({}),
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
});

/** The fields a CHANGE action may set; fields left out (or undefined) keep their value. */
export type ThemeChange = Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>>;

/** Every action the theme reducer accepts. */
export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: ThemeChange };

/** Structural equality for plain JSON-like data; key order does not matter, unlike comparing JSON strings. */
function isDeepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const keys = Object.keys(aRecord);
  if (keys.length !== Object.keys(bRecord).length) return false;
  return keys.every((key) => Object.hasOwn(bRecord, key) && isDeepEqual(aRecord[key], bRecord[key]));
}

/** Applies `patch`, or returns `state` itself when no field would change. */
function update(state: ThemeState, patch: Partial<ThemeState>): ThemeState {
  const changed = (Object.keys(patch) as Array<keyof ThemeState>).some(
    (key) => patch[key] !== undefined && !isDeepEqual(patch[key], state[key]),
  );
  if (!changed) return state;
  const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  return { ...state, ...defined };
}

/**
 * Sets the spacing: a non-finite value (NaN, ±Infinity) is ignored and the state returned unchanged;
 * a value below MIN_SPACING is clamped to MIN_SPACING, so DECREASE_SPACING stops at 1.
 */
function setSpacing(state: ThemeState, spacing: number): ThemeState {
  if (!Number.isFinite(spacing)) return state;
  return update(state, { spacing: Math.max(MIN_SPACING, spacing) });
}

/** Returns the next theme state; throws `Unrecognized type <type>` for an action it does not know. */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      return setSpacing(state, action.payload);
    case 'INCREASE_SPACING':
      return setSpacing(state, state.spacing + 1);
    case 'DECREASE_SPACING':
      return setSpacing(state, state.spacing - 1);
    case 'SET_DENSE':
      return update(state, { dense: action.payload });
    case 'RESET_DENSITY':
      return update(state, { dense: DEFAULT_THEME_STATE.dense, spacing: DEFAULT_THEME_STATE.spacing });
    case 'RESET_COLORS':
      return update(state, { paletteColors: DEFAULT_THEME_STATE.paletteColors });
    case 'CHANGE': {
      const { paletteMode, direction, paletteColors } = action.payload;
      // Only the three documented fields are taken, so a stray payload key cannot reach the state.
      return update(state, { paletteMode, direction, paletteColors });
    }
    default: {
      // Unreachable for typed callers; plain-JS callers and stored actions can still send anything.
      const unknownAction: never = action;
      throw new Error(`Unrecognized type ${String((unknownAction as { type?: unknown }).type)}`);
    }
  }
}
