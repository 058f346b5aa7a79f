'use client';
/** The reader's theme customization for client islands; re-renders when it changes here or in another tab. */
import { useSyncExternalStore } from 'react';
import { DEFAULT_CUSTOMIZATION, type ThemeCustomization } from './themeCustomization';
import { getCustomization, subscribeCustomization } from './themeCustomizationStore';

export function useThemeCustomization(): ThemeCustomization {
  return useSyncExternalStore(subscribeCustomization, getCustomization, () => DEFAULT_CUSTOMIZATION);
}
