'use client';
/**
 * Everything a live demo needs at run time: the theme state, the docs theme, the Emotion caches and
 * the registry of demo components. Loaded on demand by LiveDemo, so pages pay for it only when a demo
 * mounts (and pages without demos never load it).
 */
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { demoRegistry } from '../../.generated/demoRegistry';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { ThemeStateProvider, useChangeTheme } from '../theme/ThemeStateProvider';
import { DEFAULT_THEME_STATE } from '../theme/themeState';
import DemoThemeProvider from './DemoThemeProvider.client';

/**
 * Feeds the reader's display settings into the theme state through the reducer (SET_DENSE for density,
 * CHANGE for direction), so the theme is built from one state whatever changed it.
 */
function SettingsToThemeState({ children }: { children: ReactNode }) {
  const { dense, direction } = useDisplaySettings();
  const changeTheme = useChangeTheme();
  useEffect(() => {
    changeTheme({ type: 'SET_DENSE', payload: dense });
    changeTheme({ type: 'CHANGE', payload: { direction } });
  }, [dense, direction, changeTheme]);
  return children;
}

/** Renders demo module `moduleId` (its path under content/ without extension), or an edited `component`, under the demo theme. */
export default function DemoRuntime({ moduleId, component }: { moduleId: string; component?: ComponentType }) {
  // Start from the reader's settings so a dense or right-to-left demo never renders otherwise first.
  const { dense, direction } = useDisplaySettings();
  const entry = demoRegistry[moduleId];
  if (!entry) throw new Error(`No demo "${moduleId}" in the registry: is the file in a demos/ folder? Run npm run build.`);
  const Component = component ?? entry.component;
  return (
    <ThemeStateProvider initialState={{ ...DEFAULT_THEME_STATE, dense, direction }}>
      <SettingsToThemeState>
        <DemoThemeProvider>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </DemoThemeProvider>
      </SettingsToThemeState>
    </ThemeStateProvider>
  );
}
