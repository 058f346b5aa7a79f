'use client';
/**
 * Where a theme tool sits on a page. MDX components reach every page's first load, so this stays tiny:
 * it reserves the tool's space (nothing shifts when it arrives) and loads the tool's own chunk once the
 * page has hydrated. Without JavaScript the reserved box says the tool needs it.
 */
import { lazy, Suspense } from 'react';
import { useHydrated } from '../layout/useHydrated';
import type { ThemeNode } from './themeTree';
import styles from './ThemeTools.module.css';

const tools = {
  color: lazy(() => import('./ColorTool.client')),
  density: lazy(() => import('./DensityTool.client')),
  viewer: lazy(() => import('./ThemeViewer.client')),
  'joy-builder': lazy(() => import('./JoyThemeBuilder.client')),
};

export type ThemeToolName = keyof typeof tools;

/** What every tool receives; only the viewer reads the default theme. */
export interface ThemeToolProps {
  themes: { light: ThemeNode; dark: ThemeNode };
}

export default function ThemeTool({ tool, label, fallback, themes }: { tool: ThemeToolName; label: string; fallback: string; themes?: { light: ThemeNode; dark: ThemeNode } }) {
  // False on the server and during hydration, true afterwards: the tool renders in the browser only.
  const hydrated = useHydrated();
  const Tool = tools[tool];
  const placeholder = (
    <p className={styles.placeholder} data-theme-tool-placeholder="">
      {fallback}
    </p>
  );
  return (
    <section className={styles.tool} data-theme-tool={tool} aria-label={label}>
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <Tool themes={themes ?? { light: null, dark: null }} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
