'use client';
/** The current display settings for client islands, kept in sync by the pre-paint script's API. */
import { useSyncExternalStore } from 'react';
import type { DisplaySettingsState } from './displaySettings';

/** What the server renders with: the script has not run there (the first client render reads the real one). */
const SERVER_STATE: DisplaySettingsState = { mode: 'system', colorScheme: 'light', direction: 'ltr', dense: false };

let cached: DisplaySettingsState = SERVER_STATE;

/** A stable snapshot: the same object until a value changes, as useSyncExternalStore requires. */
function snapshot(): DisplaySettingsState {
  const next = window.__docsDisplay?.get() ?? SERVER_STATE;
  if (next.mode !== cached.mode || next.colorScheme !== cached.colorScheme || next.direction !== cached.direction || next.dense !== cached.dense) cached = next;
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const unsubscribe = window.__docsDisplay?.subscribe(onChange);
  return () => {
    unsubscribe?.();
  };
}

/** Mode, resolved colour scheme, direction and density; re-renders when any of them changes. */
export function useDisplaySettings(): DisplaySettingsState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
}
