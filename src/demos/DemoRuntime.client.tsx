'use client';
/**
 * Everything a live demo needs at run time: the theme state, the docs theme, the Emotion caches and
 * the registry of demo components. Loaded on demand by LiveDemo, so pages pay for it only when a demo
 * mounts (and pages without demos never load it).
 */
import { createElement, Suspense, use, useContext, useEffect, type ComponentType, type ReactNode } from 'react';
import { useDisplaySettings } from '../settings/useDisplaySettings';
import { ThemeStateProvider, useChangeTheme } from '../theme/ThemeStateProvider';
import { DEFAULT_THEME_STATE } from '../theme/themeState';
import { useThemeCustomization } from '../theme/useThemeCustomization';
import { DemoFrameWindow } from './DemoFrame.client';
import DemoThemeProvider from './DemoThemeProvider.client';
import { findDemoModule } from './findDemoModule';
import { tracked, type TrackedPromise } from './trackedPromise';

/** A demo component: no props, or an iframe demo's optional `window`. */
type DemoComponent = ComponentType<{ window?: () => Window }>;

const demoComponents = new Map<string, TrackedPromise<DemoComponent>>();

/** Joy UI demos (content/joy-ui/) render inside Joy's provider, whose code loads with them only. */
const isJoyDemo = (moduleId: string) => moduleId.startsWith('joy-ui/');
type Provider = ComponentType<{ children: ReactNode }>;
let joyProvider: TrackedPromise<Provider> | null = null;
/** Joy's provider, fetched once; tracked, so that once loaded `use()` reads it without suspending. */
function loadJoyProvider(): TrackedPromise<Provider> {
  if (!joyProvider) {
    const loading = tracked(import('./joy/JoyDemoProvider.client').then((module) => module.default));
    // A failed fetch (offline) is forgotten, so Reset demo tries again.
    loading.catch(() => {
      if (joyProvider === loading) joyProvider = null;
    });
    joyProvider = loading;
  }
  return joyProvider;
}

/**
 * A Joy demo inside Joy's provider; every other demo as it is. The provider is loaded with the demo's
 * module (demoComponent), before the demo hydrates: not `React.lazy`, which suspends on its first
 * render even when its module is there, and a boundary still suspended when the site's theme
 * updates after mount is thrown away and rendered again on the client.
 */
function ProductProvider({ moduleId, children }: { moduleId: string; children: ReactNode }) {
  if (!isJoyDemo(moduleId)) return children;
  // The provider is one module-level promise's value, so the same component on every render.
  return createElement(use(loadJoyProvider()), null, children);
}

/** The demo's component, fetched once per module; a failed fetch is forgotten, so Reset demo tries again. */
function demoComponent(moduleId: string): TrackedPromise<DemoComponent> {
  let loading = demoComponents.get(moduleId);
  if (!loading) {
    // A Joy demo's provider is fetched beside its module, not after it.
    const provider = isJoyDemo(moduleId) ? loadJoyProvider() : null;
    loading = tracked(findDemoModule(moduleId).then(async (demo) => (await Promise.all([demo.load(), provider]))[0].default));
    const pending = loading;
    pending.catch(() => {
      if (demoComponents.get(moduleId) === pending) demoComponents.delete(moduleId);
    });
    demoComponents.set(moduleId, pending);
  }
  return loading;
}

/** Loads demo `moduleId`'s component ahead of rendering it (src/demos/demoLoader.ts). */
export function preloadDemoComponent(moduleId: string): Promise<void> {
  return demoComponent(moduleId).then(() => undefined);
}

/**
 * In an iframe demo, the `window` prop MUI's own iframe demos take (`window?: () => Window`): a demo uses
 * it to put its portals (a Drawer's `container`) and media queries in the frame instead of the page.
 */
function useFrameWindowProps(): { window: () => Window } | null {
  const frameWindow = useContext(DemoFrameWindow);
  return frameWindow ? { window: () => frameWindow } : null;
}

/** A demo from the registry: suspends while its folder registry and its chunk arrive. */
function RegisteredDemo({ moduleId }: { moduleId: string }) {
  // Each module's promise is made once (demoComponents), so the component is the same on every render.
  return createElement(use(demoComponent(moduleId)), useFrameWindowProps());
}

/** An edited version of the demo, compiled in the browser, with the same props as the original. */
function EditedDemo({ component }: { component: DemoComponent }) {
  return createElement(component, useFrameWindowProps());
}

/**
 * Feeds the reader's display settings and theme customization into the theme state through the reducer
 * (SET_DENSE for density, SET_SPACING for spacing, CHANGE for direction and palette colours), so the
 * theme is built from one state whatever changed it.
 */
function SettingsToThemeState({ children }: { children: ReactNode }) {
  const { dense, direction } = useDisplaySettings();
  const { spacing, paletteColors } = useThemeCustomization();
  const changeTheme = useChangeTheme();
  useEffect(() => {
    changeTheme({ type: 'SET_DENSE', payload: dense });
    changeTheme({ type: 'SET_SPACING', payload: spacing });
    changeTheme({ type: 'CHANGE', payload: { direction, paletteColors } });
  }, [dense, direction, spacing, paletteColors, changeTheme]);
  return children;
}

/**
 * Renders demo module `moduleId` (its path under content/ without extension), or an edited `component`,
 * under the demo theme; in an iframe named `frameTitle` when given.
 */
/** Renders nothing; tells the block once the demo beside it has hydrated or mounted (its effects run then). */
function LiveSignal({ onLive }: { onLive?: () => void }) {
  useEffect(() => onLive?.(), [onLive]);
  return null;
}

export default function DemoRuntime({ moduleId, component, frameTitle, onLive }: { moduleId: string; component?: ComponentType; frameTitle?: string; onLive?: () => void }) {
  // Start from the reader's settings so a dense, right-to-left or recoloured demo never renders otherwise first.
  const { dense, direction } = useDisplaySettings();
  const { spacing, paletteColors } = useThemeCustomization();
  return (
    <ThemeStateProvider initialState={{ ...DEFAULT_THEME_STATE, dense, direction, spacing, paletteColors }}>
      <SettingsToThemeState>
        <DemoThemeProvider frameTitle={frameTitle}>
          <Suspense fallback={null}>
            <ProductProvider moduleId={moduleId}>{component ? <EditedDemo component={component} /> : <RegisteredDemo moduleId={moduleId} />}</ProductProvider>
            <LiveSignal onLive={onLive} />
          </Suspense>
        </DemoThemeProvider>
      </SettingsToThemeState>
    </ThemeStateProvider>
  );
}
