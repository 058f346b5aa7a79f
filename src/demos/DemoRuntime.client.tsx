'use client';
/**
 * Everything a live demo needs at run time: the theme state, the docs theme, the Emotion caches and
 * the registry of demo components. Loaded on demand by LiveDemo, so pages pay for it only when a demo
 * mounts (and pages without demos never load it).
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { demoRegistry } from '../../.generated/demoRegistry';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { ThemeStateProvider, useChangeTheme } from '../theme/ThemeStateProvider';
import { DEFAULT_THEME_STATE } from '../theme/themeState';
import DemoThemeProvider from './DemoThemeProvider.client';

/** Feeds the reader's density choice into the theme state through the reducer's SET_DENSE action. */
function DensityFromSettings({ children }: { children: ReactNode }) {
  const { dense } = useDisplaySettings();
  const changeTheme = useChangeTheme();
  useEffect(() => {
    changeTheme({ type: 'SET_DENSE', payload: dense });
  }, [dense, changeTheme]);
  return children;
}

/** Renders demo `id` (its path under content/ without extension) under the demo theme. */
export default function DemoRuntime({ id }: { id: string }) {
  // Start from the reader's density so a dense demo never renders comfortable first.
  const { dense } = useDisplaySettings();
  const Component = demoRegistry[id];
  if (!Component) throw new Error(`No demo "${id}" in the registry: is the file in a demos/ folder? Run npm run build.`);
  return (
    <ThemeStateProvider initialState={{ ...DEFAULT_THEME_STATE, dense }}>
      <DensityFromSettings>
        <DemoThemeProvider>
          <Suspense fallback={null}>
            <Component />
          </Suspense>
        </DemoThemeProvider>
      </DensityFromSettings>
    </ThemeStateProvider>
  );
}
