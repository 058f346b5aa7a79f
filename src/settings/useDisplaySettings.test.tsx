// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DISPLAY_SETTINGS_OPTIONS, installDisplaySettings } from './displaySettings';
import { useDisplaySettings } from './useDisplaySettings';

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = vi.fn().mockReturnValue({ matches: false, addEventListener: () => {} }) as unknown as typeof window.matchMedia;
});

describe('useDisplaySettings', () => {
  it('reads the settings and re-renders on every change', () => {
    const api = installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);
    const { result } = renderHook(() => useDisplaySettings());
    expect(result.current).toEqual({ mode: 'system', colorScheme: 'light', direction: 'ltr', dense: false });
    act(() => api.setDirection('rtl'));
    expect(result.current.direction).toBe('rtl');
    act(() => api.setMode('dark'));
    expect(result.current).toEqual({ mode: 'dark', colorScheme: 'dark', direction: 'rtl', dense: false });
    act(() => api.setDense(true));
    expect(result.current.dense).toBe(true);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    installDisplaySettings(window, DISPLAY_SETTINGS_OPTIONS);
    const { result, rerender } = renderHook(() => useDisplaySettings());
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
