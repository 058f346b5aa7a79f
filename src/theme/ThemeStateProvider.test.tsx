// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MISSING_THEME_PROVIDER_MESSAGE, ThemeStateProvider, useChangeTheme, useThemeState } from './ThemeStateProvider';
import { DEFAULT_THEME_STATE, type ThemeState } from './themeState';

afterEach(cleanup);

function useBoth() {
  return { state: useThemeState(), dispatch: useChangeTheme() };
}

function withProvider(initialState?: ThemeState) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <ThemeStateProvider initialState={initialState}>{children}</ThemeStateProvider>;
  };
}

describe('ThemeStateProvider', () => {
  it('pins the missing-provider message', () => {
    expect(MISSING_THEME_PROVIDER_MESSAGE).toBe('Forgot to wrap component in `ThemeProvider`');
  });

  it('throws the exact message when the dispatch hook is used outside the provider', () => {
    // React reports the render error on the console before rethrowing; keep the test output clean.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChangeTheme())).toThrow(new Error('Forgot to wrap component in `ThemeProvider`'));
  });

  it('gives the defaults to state readers outside the provider', () => {
    const { result } = renderHook(() => useThemeState());
    expect(result.current).toBe(DEFAULT_THEME_STATE);
  });

  it('starts from the defaults', () => {
    const { result } = renderHook(useBoth, { wrapper: withProvider() });
    expect(result.current.state).toEqual(DEFAULT_THEME_STATE);
  });

  it('starts from initialState when given', () => {
    const initial: ThemeState = { ...DEFAULT_THEME_STATE, spacing: 4, direction: 'rtl' };
    const { result } = renderHook(useBoth, { wrapper: withProvider(initial) });
    expect(result.current.state).toBe(initial);
  });

  it('updates useThemeState() after SET_DENSE', () => {
    const { result } = renderHook(useBoth, { wrapper: withProvider() });
    act(() => result.current.dispatch({ type: 'SET_DENSE', payload: true }));
    expect(result.current.state.dense).toBe(true);
    act(() => result.current.dispatch({ type: 'RESET_DENSITY' }));
    expect(result.current.state.dense).toBe(false);
  });

  it('keeps the same dispatch and state objects across a no-op action', () => {
    const { result } = renderHook(useBoth, { wrapper: withProvider() });
    const { state, dispatch } = result.current;
    act(() => result.current.dispatch({ type: 'CHANGE', payload: { paletteMode: 'light' } }));
    expect(result.current.state).toBe(state);
    expect(result.current.dispatch).toBe(dispatch);
  });
});
