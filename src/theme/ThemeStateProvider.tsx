'use client';
/**
 * Page-wide theme state (SPEC §3) and its dispatch (SPEC §4) in React context. Nothing is persisted
 * here; storage is wired around this provider.
 */
import { createContext, use, useReducer, type ReactNode } from 'react';
import { DEFAULT_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from './themeState';

/** Sends one theme action to the nearest ThemeStateProvider. */
export type ThemeDispatch = (action: ThemeAction) => void;

/** The error thrown by useChangeTheme() outside a ThemeStateProvider (SPEC §8). */
export const MISSING_THEME_PROVIDER_MESSAGE = 'Forgot to wrap component in `ThemeProvider`';

// Readers outside a provider (e.g. a component rendered on its own in a test) see the defaults.
const ThemeStateContext = createContext<ThemeState>(DEFAULT_THEME_STATE);
const ThemeDispatchContext = createContext<ThemeDispatch | null>(null);

/** Holds the theme state for everything below it; `initialState` is read on mount only. */
export function ThemeStateProvider({ children, initialState = DEFAULT_THEME_STATE }: { children: ReactNode; initialState?: ThemeState }) {
  const [state, dispatch] = useReducer(themeReducer, initialState);
  // Two contexts: controls that only dispatch do not re-render when the state changes.
  return (
    <ThemeDispatchContext value={dispatch}>
      <ThemeStateContext value={state}>{children}</ThemeStateContext>
    </ThemeDispatchContext>
  );
}

/** The current theme state; DEFAULT_THEME_STATE outside a provider. */
export function useThemeState(): ThemeState {
  return use(ThemeStateContext);
}

/**
 * The dispatch for theme actions. Throws MISSING_THEME_PROVIDER_MESSAGE outside a provider — at render
 * rather than on the first click, so a missing provider fails the build and tests, not a reader.
 */
export function useChangeTheme(): ThemeDispatch {
  const dispatch = use(ThemeDispatchContext);
  if (dispatch === null) throw new Error(MISSING_THEME_PROVIDER_MESSAGE);
  return dispatch;
}
