/**
 * The theme tools as MDX components (`<ColorTool />`, `<DensityTool />`, `<DefaultThemeViewer />`,
 * `<JoyDefaultThemeViewer />`, `<JoyThemeBuilder />`):
 * server wrappers that pass the tool its labels and, for the viewer, the default theme read at build time.
 */
import 'server-only';
import { t } from '../i18n/translate';
import { defaultThemeTree } from './defaultThemes.server';
import { joyDefaultThemeTree } from './joyDefaultTheme.server';
import ThemeTool from './LazyThemeTool.client';

export function ColorTool() {
  return <ThemeTool tool="color" label={t('themeTools.color')} fallback={t('themeTools.needsScript')} />;
}

export function DensityTool() {
  return <ThemeTool tool="density" label={t('themeTools.density')} fallback={t('themeTools.needsScript')} />;
}

export function DefaultThemeViewer() {
  return <ThemeTool tool="viewer" label={t('themeTools.viewer')} fallback={t('themeTools.needsScript')} themes={{ light: defaultThemeTree('light'), dark: defaultThemeTree('dark') }} />;
}

/** Joy UI's `extendTheme()` in the same viewer: the scheme's palette under `palette`, the shared tokens beside it. */
export function JoyDefaultThemeViewer() {
  return <ThemeTool tool="viewer" label={t('themeTools.joyViewer')} fallback={t('themeTools.needsScript')} themes={{ light: joyDefaultThemeTree('light'), dark: joyDefaultThemeTree('dark') }} />;
}

/** Joy UI's palette builder: previews in light and dark, contrast, the extendTheme code, and applies to the Joy demos. */
export function JoyThemeBuilder() {
  return <ThemeTool tool="joy-builder" label={t('themeTools.joyBuilder')} fallback={t('themeTools.needsScript')} />;
}
