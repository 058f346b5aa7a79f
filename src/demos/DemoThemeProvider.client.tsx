'use client';
/**
 * The providers every live demo renders under: the docs theme built from the theme state (density,
 * spacing, palette colours) and the page's direction, with an Emotion cache that flips styles for
 * right-to-left (stylis-plugin-rtl), so MUI components in demos lay out like the page around them, and
 * Base UI's DirectionProvider with the same direction.
 *
 * The colour scheme has one owner, the site's display settings (`src/settings/displaySettings.ts`):
 * they set `<html>`'s `.light`/`.dark` class and the `mui-mode` key, and the static theme stylesheet
 * holds the `:root` variables. MUI's provider here writes to neither: it reads and sets the mode
 * through the site's settings (`siteStorageManager`), attaches no class, and injects variables only
 * when a demo's theme state differs from the page's, scoped to that demo.
 */
import { DirectionProvider } from '@base-ui/react/direction-provider';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Fragment, useContext, useId, useMemo, type ReactNode } from 'react';
import { ServerInsertedHTMLContext } from 'next/navigation';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { MODE_STORAGE_KEY } from '../settings/displaySettings';
import { createDocsTheme, themeStyleSheets, type DocsTheme } from '../theme/docsTheme';
import { scopeStyleSheets, styleSheetsToCss } from '../theme/themeCss';
import { DEFAULT_THEME_STATE, type ThemeState } from '../theme/themeState';
import { useThemeState } from '../theme/ThemeStateProvider';
import DemoFrame from './DemoFrame.client';
import { FollowingThemeProvider, siteStorageManager } from './siteColorScheme';
import { useHydrated } from '../layout/useHydrated';


// One cache per direction for the whole page: styles are generated once and shared by every demo.
// Created as the runtime chunk loads, the 'demo' cache takes over the styles the server rendered
// into the page (Emotion moves every `<style data-emotion="demo …">` into the head and marks its
// rules as inserted), so the server HTML hydrates without them and no rule is written twice.
const caches = {
  ltr: createCache({ key: 'demo' }),
  rtl: createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

interface ServerStyles {
  cache: EmotionCache;
  /** Names of the rules written since the last flush. */
  pending: string[];
}

// One cache per page render on the server, keyed by Next's per-request `ServerInsertedHTMLContext` value.
const serverStyles = new WeakMap<object, ServerStyles>();

/**
 * The page's server cache (Next renders each page with its own request context). Its rules are not
 * written beside the markup but collected (`compat` mode, as in MUI's App Router provider) and handed
 * to Next as one `<style data-emotion="demo …">` per flush: shared rules once per page, and a demo's
 * Suspense boundary stays markup only.
 */
function serverStylesFor(register: (callback: () => ReactNode) => void): ServerStyles {
  const existing = serverStyles.get(register);
  if (existing) return existing;
  const cache = createCache({ key: 'demo' });
  cache.compat = true;
  const created: ServerStyles = { cache, pending: [] };
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) created.pending.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  register(() => {
    const names = created.pending.splice(0);
    const css = names.map((name) => cache.inserted[name]).filter((rules): rules is string => typeof rules === 'string').join('');
    if (css === '') return null;
    return <style key={names[0]} data-emotion={`demo ${names.join(' ')}`} dangerouslySetInnerHTML={{ __html: css }} />;
  });
  serverStyles.set(register, created);
  return created;
}

/**
 * The cache a demo renders with: in the browser the page-wide cache of its direction; on the server
 * (the build renders every demo into its page) the page's collecting cache. A cache shared by all the
 * pages a build worker renders would leave the rules it already wrote out of every later page.
 */
function useDemoCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const register = useContext(ServerInsertedHTMLContext);
  if (typeof document === 'undefined' && register) return serverStylesFor(register).cache;
  return caches[direction];
}

// Every demo of a page starts from the same state, so one theme object serves them all instead of a
// createTheme() per demo; keyed by the state's content, since each demo has its own reducer.
const themes = new Map<string, DocsTheme>();
function sharedTheme(state: ThemeState): DocsTheme {
  const key = JSON.stringify(state);
  let theme = themes.get(key);
  if (!theme) {
    theme = createDocsTheme(state);
    themes.set(key, theme);
  }
  return theme;
}

let pageThemeCss: string | undefined;
/** The variables the static stylesheet already sets (the default state's theme). */
function pageVariables(): string {
  pageThemeCss ??= styleSheetsToCss(themeStyleSheets(sharedTheme(DEFAULT_THEME_STATE)));
  return pageThemeCss;
}


/**
 * Wraps one demo; must sit inside a ThemeStateProvider, whose state (direction included) it renders.
 * With `frameTitle`, the demo renders inside an iframe of that name (DemoFrame).
 */
export default function DemoThemeProvider({ frameTitle, children }: { frameTitle?: string; children: ReactNode }) {
  const state = useThemeState();
  const { direction } = state;
  const theme = useMemo(() => sharedTheme(state), [state]);
  const scope = useId();
  // True on the server and while hydrating: marks the server's rendering (`data-demo-server`), which
  // CSS hides for a reader whose theme is customized (DemoBlock then replaces it with a demo mounted
  // in their theme, so no colour changes in view).
  const fromServer = !useHydrated();
  const cache = useDemoCache(direction);
  // Density and direction change component defaults only; spacing or palette colours change the
  // variables, and then this demo alone gets its own values.
  const scopedCss = useMemo(() => {
    if (styleSheetsToCss(themeStyleSheets(theme)) === pageVariables()) return null;
    return styleSheetsToCss(scopeStyleSheets(themeStyleSheets(theme), `[data-demo-theme="${scope}"]`));
  }, [theme, scope]);
  // Base UI reads the direction from its own provider (arrow keys in sliders, tabs and menus, swipe
  // directions), not from the DOM. A change of direction mounts the demo afresh: positions measured
  // in script (a tab indicator's offset, an open popup's anchor) are only measured again when a
  // size changes, and a flip changes none, so they would stay where the other direction put them.
  const body = (
    <div dir={direction} data-demo-theme={scope} data-demo-render={`${direction} ${state.dense ? 'dense' : 'normal'}`} data-demo-server={fromServer ? '' : undefined}>
      {scopedCss ? <style>{scopedCss}</style> : null}
      <DirectionProvider direction={direction}>
        <Fragment key={direction}>{children}</Fragment>
      </DirectionProvider>
    </div>
  );
  return (
    <FollowingThemeProvider
      theme={theme}
      storageManager={siteStorageManager}
      modeStorageKey={MODE_STORAGE_KEY}
      colorSchemeNode={null}
      disableStyleSheetGeneration
      // No `noSsr`: the mode is read after mount, so a demo that shows it hydrates with the server's
      // HTML (no mode) and then shows the reader's.
    >
      {frameTitle === undefined ? (
        <CacheProvider value={cache}>{body}</CacheProvider>
      ) : (
        <DemoFrame title={frameTitle} direction={direction}>
          {body}
        </DemoFrame>
      )}
    </FollowingThemeProvider>
  );
}
