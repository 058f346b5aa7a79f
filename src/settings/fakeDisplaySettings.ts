/**
 * For tests: a stand-in for the pre-paint script's display settings API (`window.__docsDisplay`),
 * installed on the jsdom window. `setDense` updates the state and notifies subscribers like the real
 * one; the other setters are spies.
 */
import { vi } from 'vitest';
import type { DisplaySettingsApi, DisplaySettingsState } from './displaySettings';

export function installFakeDisplay(initialDense = false) {
  let state: DisplaySettingsState = { mode: 'system', colorScheme: 'light', direction: 'ltr', dense: initialDense };
  const listeners = new Set<(state: DisplaySettingsState) => void>();
  const setDense = vi.fn((dense: boolean) => {
    state = { ...state, dense };
    listeners.forEach((listener) => listener(state));
  });
  const api: DisplaySettingsApi = {
    get: () => state,
    setMode: vi.fn(),
    setColorScheme: vi.fn(),
    setDirection: vi.fn(),
    setDense,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  window.__docsDisplay = api;
  return { api, setDense };
}
