'use client';
/**
 * Joy UI's provider for the demos and playgrounds of Joy pages, inside the site's demo providers
 * (DemoThemeProvider: Emotion's right-to-left cache, the direction). Joy's theme, not Material's:
 * its components read `theme.joy` and the `--joy-*` variables.
 *
 * One owner of the colour scheme: the site. Joy's provider attaches nothing to `<html>`
 * (`colorSchemeNode={null}`), generates no stylesheet (the variables are `joyThemeCss()`, rendered
 * here as one hoisted `<style>` that React writes once per page however many Joy demos it has), and
 * keeps its mode state under keys of its own, set from the site's mode, so `useColorScheme()` in a
 * demo reports the reader's mode. Colours applied with the Joy theme builder come as one more
 * stylesheet (joyBuilderStore), so the server's HTML and the first render stay Joy's defaults.
 */
import { ThemeContext } from '@emotion/react';
import { CssVarsProvider, useColorScheme, type Theme as JoyTheme } from '@mui/joy/styles';
import { startTransition, useContext, useEffect, useState, type ReactNode } from 'react';
import type { Mode } from '../../settings/displaySettings';
import { followJoyBuilderStylesheet } from './joyBuilderStore';
import { JOY_COLOR_SCHEME_STORAGE_KEY, JOY_MODE_STORAGE_KEY, JOY_SCHEME_ATTRIBUTE, joyDemoTheme, joyThemeCss } from './joyTheme';

let css: string | undefined;

/**
 * Keeps Joy's mode state on the site's mode (the display settings' API the pre-paint script installs).
 *
 * Joy's provider (on @mui/system 5) builds a new theme object on every render, so each change of its
 * state renders every Joy component on the page again. Right after hydration it usually changes once:
 * it starts at Joy's default, light, and the site's mode is most often `system`. That render is a
 * transition, so React renders it in slices between other work instead of in one long task (a Joy
 * template page spent about 700 ms on it at Lighthouse's 4× slowdown). The colours never wait for it:
 * they are the site's stylesheet variables, switched by the `<html>` class.
 */
function FollowSiteMode() {
  const { mode, setMode } = useColorScheme();
  useEffect(() => {
    const api = window.__docsDisplay;
    if (!api) return undefined;
    const follow = (siteMode: Mode) => {
      if (siteMode !== mode) startTransition(() => setMode(siteMode));
    };
    follow(api.get().mode);
    return api.subscribe((state) => follow(state.mode));
  }, [mode, setMode]);
  return null;
}

/**
 * Joy's provider (on @mui/system 5) composes a new theme object each time it renders, although what it
 * composes depends only on the colour scheme it resolved. So a change of mode that keeps the scheme
 * (light to system on a light screen, the move FollowSiteMode makes on most first visits) handed every
 * Joy component a theme equal to the last one, and React rendered them all again: 767 components on
 * the order dashboard template. Handing the children the first theme composed for each scheme keeps
 * those renders away (3 components render for that move now); a real change of scheme, light to dark,
 * still reaches every component. The theme lives in Emotion's context, which Joy's `styled` and
 * `useThemeProps` read. It is Joy's theme spread over the demo's outer Material theme; the site's
 * density, spacing and palette settings change only keys Joy's own override, so within one scheme the kept
 * theme differs from a fresh one in nothing a Joy demo reads (a direction change mounts it afresh).
 */
function StableSchemeTheme({ children }: { children: ReactNode }) {
  const theme = useContext(ThemeContext) as JoyTheme;
  const [kept, setKept] = useState(theme);
  const stable = kept.palette.colorScheme === theme.palette.colorScheme ? kept : theme;
  // React's pattern for state that follows a value: set while rendering, rendered again at once.
  if (stable !== kept) setKept(stable);
  return <ThemeContext.Provider value={stable}>{children}</ThemeContext.Provider>;
}

/**
 * Joy's provider starts from the mode it stored (`initializeValue` reads localStorage while rendering),
 * but the server rendered every demo with Joy's default, light. Some Joy styles read the scheme's
 * palette as values rather than variables (a Slider's mark labels), so a provider that starts dark
 * makes class names that differ from the server's: React keeps the server's on hydration, and with
 * nothing left to change, the light ones stay. Forgetting the stored mode before each provider's first
 * render makes it start light like the server; FollowSiteMode then moves it to the site's mode.
 */
function forgetStoredMode(): void {
  try {
    localStorage.removeItem(JOY_MODE_STORAGE_KEY);
  } catch {
    // Storage unavailable (a sandboxed frame): Joy's provider starts at its default anyway.
  }
}

export default function JoyDemoProvider({ children }: { children: ReactNode }) {
  css ??= joyThemeCss();
  useState(() => (typeof window === 'undefined' ? undefined : forgetStoredMode()));
  // The theme builder's applied colours: a stylesheet over the variables, kept in step across tabs.
  useEffect(() => followJoyBuilderStylesheet(), []);
  return (
    <CssVarsProvider
      // Not scoped under Joy's THEME_ID: a reader's Joy app has Joy's theme alone in Emotion's context,
      // so a Material icon in a Joy demo takes Joy's icon styles (`--Icon-fontSize`, `--Icon-color`)
      // here as it does there, and a Material component that needs Material's theme fails here too.
      theme={joyDemoTheme}
      colorSchemeNode={null}
      disableStyleSheetGeneration
      attribute={JOY_SCHEME_ATTRIBUTE}
      modeStorageKey={JOY_MODE_STORAGE_KEY}
      colorSchemeStorageKey={JOY_COLOR_SCHEME_STORAGE_KEY}
    >
      {/* React 19 hoists a <style> with href and precedence into <head> and writes one per href. */}
      <style href="joy-theme-variables" precedence="default">
        {css}
      </style>
      <FollowSiteMode />
      <StableSchemeTheme>{children}</StableSchemeTheme>
    </CssVarsProvider>
  );
}
