/**
 * The Tailwind theme of the Tailwind demos: the site's Material UI tokens under Tailwind names
 * (`bg-primary`, `text-fg-muted`, `border-divider`, `rounded-theme`, `shadow-popup`), so a Tailwind
 * demo takes its colours from the same CSS variables as the demo's MUI System and CSS Modules
 * stylings and follows the colour scheme, and the Color tool, with no `dark:` variant.
 *
 * `@theme inline` makes each utility write the `var(--mui-…)` reference itself rather than a
 * Tailwind variable resolved once at the root, so a theme scoped to one demo (the Color tool's
 * preview) reaches it too. Used by the site's Tailwind build (scripts/demoData.ts) and written into
 * a Tailwind demo's StackBlitz and CodeSandbox project (src/demos/sandbox.ts).
 */

/** Tailwind theme variable → the Material UI CSS variable it stands for. */
export const TAILWIND_TOKENS: Readonly<Record<string, string>> = {
  '--color-fg': '--mui-palette-text-primary',
  '--color-fg-muted': '--mui-palette-text-secondary',
  '--color-fg-disabled': '--mui-palette-text-disabled',
  '--color-primary': '--mui-palette-primary-main',
  '--color-primary-dark': '--mui-palette-primary-dark',
  '--color-on-primary': '--mui-palette-primary-contrastText',
  '--color-error': '--mui-palette-error-main',
  '--color-error-dark': '--mui-palette-error-dark',
  '--color-on-error': '--mui-palette-error-contrastText',
  '--color-success': '--mui-palette-success-main',
  '--color-warning': '--mui-palette-warning-main',
  '--color-surface': '--mui-palette-background-paper',
  '--color-canvas': '--mui-palette-background-default',
  '--color-divider': '--mui-palette-divider',
  '--color-hover': '--mui-palette-action-hover',
  '--color-selected': '--mui-palette-action-selected',
  '--color-control': '--mui-palette-grey-400',
  '--color-control-strong': '--mui-palette-grey-500',
  '--color-avatar': '--mui-palette-Avatar-defaultBg',
  '--radius-theme': '--mui-shape-borderRadius',
  '--shadow-raised': '--mui-shadows-4',
  '--shadow-popup': '--mui-shadows-8',
};

/** The `@theme inline { … }` block declaring the tokens. */
export function tailwindThemeBlock(): string {
  const lines = Object.entries(TAILWIND_TOKENS).map(([token, mui]) => `  ${token}: var(${mui});`);
  return ['@theme inline {', ...lines, '}'].join('\n');
}

/** Dark mode is a class on `<html>`, as the site's display settings and Material UI's `colorSchemeSelector: 'class'` set it. */
export const TAILWIND_DARK_VARIANT = '@custom-variant dark (&:where(.dark, .dark *));';
