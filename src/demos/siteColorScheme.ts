/**
 * The bridge that lets MUI's colour-scheme machinery inside a demo follow the site instead of owning
 * the scheme itself. MUI's ThemeProvider reads and writes the mode through a `StorageManager`; this one
 * reads the site's display settings (the pre-paint script's API) and sends changes back to them, so
 * `useColorScheme()` in a demo reports the mode the settings drawer set and `setMode()` in a demo goes
 * through the one owner of `mui-mode` and `<html>`'s class.
 */
import { ThemeProvider, type ThemeProviderProps } from '@mui/material/styles';
import type { StorageManager } from '@mui/system/cssVars';
import type { JSX } from 'react';
import type { DocsTheme } from '../theme/docsTheme';
import { MODE_STORAGE_KEY, type DisplaySettingsApi, type Mode } from '../settings/displaySettings';

const isMode = (value: unknown): value is Mode => value === 'light' || value === 'dark' || value === 'system';

/**
 * A MUI storage manager over the site's display settings: the `modeKey` entry is the site's mode,
 * every other key (MUI's per-scheme colour-scheme names) is neither stored nor read.
 */
export function createSiteStorageManager(getApi: () => DisplaySettingsApi | undefined, modeKey: string = MODE_STORAGE_KEY): StorageManager {
  return ({ key }) => {
    if (key !== modeKey) {
      return { get: (defaultValue: unknown) => defaultValue, set: () => {}, subscribe: () => () => {} };
    }
    return {
      get: (defaultValue: unknown) => getApi()?.get().mode ?? defaultValue,
      set(value: unknown) {
        const api = getApi();
        if (!api || !isMode(value)) return;
        // MUI calls set() inside a state updater; the site's listeners (this manager's subscribers
        // among them) set state too, which React forbids during an updater, so they run just after.
        queueMicrotask(() => {
          if (api.get().mode !== value) api.setMode(value);
        });
      },
      subscribe(handler: (value: unknown) => void) {
        const unsubscribe = getApi()?.subscribe((state) => handler(state.mode));
        return () => {
          unsubscribe?.();
        };
      },
    };
  };
}

/** The storage manager the demos' ThemeProvider uses: the page's `window.__docsDisplay`. */
export const siteStorageManager: StorageManager = createSiteStorageManager(() => (typeof window === 'undefined' ? undefined : window.__docsDisplay));

/**
 * MUI's ThemeProvider with the props that make it follow the site (`colorSchemeNode`,
 * `disableStyleSheetGeneration`). It takes them at run time with any CSS-variables theme, but its
 * types offer them only when the app augments `CssThemeVariables` globally, which would retype every
 * theme here.
 */
type FollowingThemeProviderProps = ThemeProviderProps<DocsTheme> & { colorSchemeNode: Element | null; disableStyleSheetGeneration: boolean };
export const FollowingThemeProvider = ThemeProvider as (props: FollowingThemeProviderProps) => JSX.Element;
