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
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Fragment, useId, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { MODE_STORAGE_KEY } from '../settings/displaySettings';
import { createDocsTheme, themeStyleSheets, type DocsTheme } from '../theme/docsTheme';
import { scopeStyleSheets, styleSheetsToCss } from '../theme/themeCss';
import { DEFAULT_THEME_STATE, type ThemeState } from '../theme/themeState';
import { useThemeState } from '../theme/ThemeStateProvider';
import DemoFrame from './DemoFrame.client';
import { FollowingThemeProvider, siteStorageManager } from './siteColorScheme';

// One cache per direction for the whole page: styles are generated once and shared by every demo.
const caches = {
  ltr: createCache({ key: 'demo' }),
  rtl: createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

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
    <div dir={direction} data-demo-theme={scope}>
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
      // Demos render in the browser only, so the mode can be read on the first render.
      noSsr
    >
      {frameTitle === undefined ? (
        <CacheProvider value={caches[direction]}>{body}</CacheProvider>
      ) : (
        <DemoFrame title={frameTitle} direction={direction}>
          {body}
        </DemoFrame>
      )}
    </FollowingThemeProvider>
  );
}
